import { describe, expect, it } from 'vitest';
import { analysisPath } from './exam-links';

describe("an attempt's analysis link", () => {
  const attempt = { paperId: 77, relationId: 5, relationType: 0, analysis: true };

  it('names that very attempt, so an older attempt does not open the latest', () => {
    expect(analysisPath(attempt)).toBe('/exam?relationId=5&relationType=0&courseType=0&examRecordsId=77');
    expect(analysisPath({ ...attempt, paperId: 78 })).toContain('examRecordsId=78');
  });

  it('is absent where the flags give no analysis', () => {
    expect(analysisPath({ ...attempt, analysis: false })).toBeNull();
  });
});
