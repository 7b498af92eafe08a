import { type ApiBody, api, call } from '../../lib/api-client.ts';

/** The query key of «Мои документы» (one list; every change invalidates it). */
export const documentsKey = ['my-documents'] as const;

/** «Мои документы»: the caller's documents. */
export const fetchDocuments = (signal?: AbortSignal) => call(api.GET('/api/my-documents', { signal }));

export const createDocument = (body: ApiBody<'/api/my-documents', 'post'>) =>
  call(api.POST('/api/my-documents', { body }));

export const updateDocument = (id: string, body: ApiBody<'/api/my-documents/{id}', 'put'>) =>
  call(api.PUT('/api/my-documents/{id}', { params: { path: { id } }, body }));

export const deleteDocument = (id: string) =>
  call(api.DELETE('/api/my-documents/{id}', { params: { path: { id } } }));
