import { describe, expect, it } from 'vitest';
import { WITHOUT_DIAGRAM } from './bpmn/samples';
import { processOfFile, withProcess } from './draftProcesses';

describe('the processes of a draft', () => {
  it('take an uploaded file’s process id and name', async () => {
    const file = new File([WITHOUT_DIAGRAM], 'approval.bpmn20.xml');
    expect(await processOfFile(file)).toMatchObject({
      processId: 'approval',
      displayName: 'Approval',
      bpmn: WITHOUT_DIAGRAM,
    });
    const broken = await processOfFile(new File(['not xml'], 'broken.bpmn'));
    expect(broken.processId).toBe('broken');
  });

  it('replace the process of the same id, else add it', () => {
    const list = [
      { processId: 'a', bpmn: '1' },
      { processId: 'b', bpmn: '1' },
    ];
    expect(withProcess(list, { processId: 'a', bpmn: '2' })).toEqual([
      { processId: 'a', bpmn: '2' },
      { processId: 'b', bpmn: '1' },
    ]);
    expect(withProcess(list, { processId: 'c' })).toHaveLength(3);
  });
});
