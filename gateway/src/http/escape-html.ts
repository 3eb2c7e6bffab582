/** Text made safe inside HTML, in an element or a quoted attribute (the pages the gateway writes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
