import { describe, expect, it } from 'vitest';
import { EXAMPLE_CSV, parseEventCsv } from '../eventCsv.ts';

describe('parseEventCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, numbering lines from the header (line 1)', () => {
    const csv =
      'id,program_name,start_date,end_date,zone,status,type,notes\n' +
      'A-1,"Lipids, lipids",2027-01-01 10:00,2027-01-01 11:00,US/Central,confirmed,live,"Say ""hi""\nthen leave"\n' +
      '\n' +
      'A-2,Second,2027-01-02 10:00,2027-01-02 11:00,US/Eastern,confirmed,live,\n';
    expect(parseEventCsv(csv)).toEqual({
      rows: [
        {
          line: 2,
          id: 'A-1',
          program_name: 'Lipids, lipids',
          start_date: '2027-01-01 10:00',
          end_date: '2027-01-01 11:00',
          zone: 'US/Central',
          status: 'confirmed',
          type: 'live',
          notes: 'Say "hi"\nthen leave',
        },
        {
          line: 4,
          id: 'A-2',
          program_name: 'Second',
          start_date: '2027-01-02 10:00',
          end_date: '2027-01-02 11:00',
          zone: 'US/Eastern',
          status: 'confirmed',
          type: 'live',
          notes: '',
        },
      ],
    });
  });

  it('answers the spec messages for a wrong header, an empty file and a broken quote', () => {
    expect(parseEventCsv('name,date\nA,B\n')).toEqual({ error: 'Invalid CSV format. Please use example template.' });
    expect(parseEventCsv('')).toEqual({ error: 'No events found in CSV' });
    expect(parseEventCsv('id,program_name,start_date,end_date,zone,status,type\n')).toEqual({ error: 'No events found in CSV' });
    expect(parseEventCsv('id,program_name,start_date,end_date,zone,status,type\nA,"unclosed,x,y,z,w,v,u\n')).toEqual({
      error: 'Error parsing CSV',
    });
  });

  it('drops rows with fewer than 2 cells and accepts the example template', () => {
    expect(parseEventCsv('id,program_name,start_date,end_date,zone,status,type\nlonely\n')).toEqual({ error: 'No events found in CSV' });
    const example = parseEventCsv(EXAMPLE_CSV);
    expect('rows' in example && example.rows.map((r) => [r.id, r.location_type])).toEqual([
      ['DP-2001', 'in-venue'],
      ['DP-2002', 'virtual'],
    ]);
  });

  it('reads the optional location_type column, and a file without it still imports', () => {
    const header = 'id,program_name,start_date,end_date,zone,status,type';
    const withType = parseEventCsv(`${header},location_type
A,P,2027-01-01 10:00,2027-01-01 11:00,US/Eastern,confirmed,live,in-office
`);
    expect('rows' in withType && withType.rows[0]?.location_type).toBe('in-office');
    const without = parseEventCsv(`${header}
A,P,2027-01-01 10:00,2027-01-01 11:00,US/Eastern,confirmed,live
`);
    expect('rows' in without && without.rows[0]?.location_type).toBeUndefined();
  });
});
