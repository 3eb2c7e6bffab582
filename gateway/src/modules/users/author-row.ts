// A member as the author of a discussion, reply, news item, document or message: the plain row
// the services answer, shared by every feature that shows who wrote something.
export interface AuthorRow {
  id: string;
  fullName: string;
  profileImage: string | null;
}
