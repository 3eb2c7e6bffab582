import type { FastifyInstance } from 'fastify';
import { listLawyers } from './lawyers.service.js';

/** GET /api/public/lawyers (public): spec §3 "Public lawyer", `verified` as 1 or 0. */
export function registerLawyerRoutes(app: FastifyInstance): void {
  app.get('/api/public/lawyers', { config: { access: 'public' } }, async (request) => {
    const rows = await listLawyers(request.em);
    return rows.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      specialization: row.specialization,
      practiceAreas: row.practiceAreas,
      languages: row.languages,
      experience: row.experience,
      bio: row.bio,
      profileImage: row.profileImage,
      verified: row.verified ? 1 : 0,
      averageRating: row.averageRating,
      totalReviews: row.totalReviews,
      consultationRate: row.consultationRate,
      publicConsultationAvailable: row.publicConsultationAvailable,
      contactPhone: row.contactPhone,
      officeAddress: row.officeAddress,
      websiteUrl: row.websiteUrl,
      linkedinUrl: row.linkedinUrl,
    }));
  });
}
