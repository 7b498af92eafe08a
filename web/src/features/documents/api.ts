/** The query key of «Мои документы» (one list; every change invalidates it). */
export const documentsKey = ['my-documents'] as const;
