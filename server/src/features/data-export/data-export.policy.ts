import type { DataExportRow } from '../../db/schema/index.ts';

/**
 * An export is its owner's alone (issue 20). The download link is signed for the owner's export
 * (`downloadSubject`), so only the owner was ever given one; anyone else meets 404.
 */
export const downloadSubject = (row: Pick<DataExportRow, 'id' | 'userId'>) =>
  `export:${row.id}:${row.userId}`;
