import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AttributeDef } from '../../api/schemas';
import { ConfidentialFields } from './ConfidentialFields';
import { placeAll } from './modelPath';

const suggest = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', () => ({
  api: {
    libraries: {
      GET: async () => ({ data: { libraries: [] }, response: new Response(null, { status: 200 }) }),
    },
    obfuscation: { GET: suggest },
  },
}));

const parameter = (name: string, type: string, defaultValue: string | null) => ({
  name,
  type,
  required: false,
  defaultValue,
  description: `About ${name}`,
});
const functions = {
  String: [
    {
      name: 'Mask',
      displayName: 'Mask',
      description: 'Masks letters and digits.',
      libraryName: 'system',
      libraryVersion: '1.0',
      parameters: [parameter('keepFirst', 'Integer', '0'), parameter('keepLast', 'Integer', '0')],
    },
    {
      name: 'KeyedHash',
      displayName: 'Keyed hash',
      description: 'A keyed hash.',
      libraryName: 'system',
      libraryVersion: '1.0',
      parameters: [],
    },
  ],
};

function Editable({ start, seen }: { start: AttributeDef; seen: (a: AttributeDef) => void }) {
  const [value, setValue] = useState(start);
  return (
    <ConfidentialFields
      attribute={value}
      onChange={(next) => {
        setValue(next);
        seen(next);
      }}
      problems={[]}
    />
  );
}

function shown(ui: React.ReactElement) {
  return render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
}

describe('the confidential part of an attribute', () => {
  it('offers the function selector only once the attribute is confidential', async () => {
    suggest.mockResolvedValue({
      data: { simpleDataFunctions: functions },
      response: new Response(null, { status: 200 }),
    });
    const seen = vi.fn();
    shown(<Editable start={{ name: 'phone', type: 'String' }} seen={seen} />);
    expect(screen.queryByRole('combobox', { name: /Obfuscation function/ })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Confidential' }));
    const select = await screen.findByRole('combobox', { name: /Obfuscation function/ });
    expect(suggest).toHaveBeenCalledWith('/api/v2/core/obfuscation-functions/suggest', {
      params: { query: { library: 'system', processedSimpleDataTypes: ['String'] } },
    });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Mask' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'keepLast' }), {
      target: { value: '2' },
    });
    expect(seen).toHaveBeenLastCalledWith({
      name: 'phone',
      type: 'String',
      confidential: true,
      obfuscationFunction: {
        name: 'Mask',
        libraryName: null,
        libraryVersion: null,
        parameters: { keepLast: '2' },
      },
    });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Confidential' }));
    expect(seen).toHaveBeenLastCalledWith(
      expect.objectContaining({ confidential: false, obfuscationFunction: null }),
    );
    expect(screen.queryByRole('combobox', { name: /Obfuscation function/ })).toBeNull();
  });

  it('shows a refused publish’s problem at the parameter it concerns', async () => {
    suggest.mockResolvedValue({
      data: { simpleDataFunctions: functions },
      response: new Response(null, { status: 200 }),
    });
    const problems = placeAll([
      {
        code: 'DP_PARAMETER_INVALID',
        source: 'entities[Person].attributes[phone].obfuscationFunction.parameters.keepLast',
        message: "'two' is not a value of type Integer for the parameter 'keepLast'.",
      },
    ]).filter((p) => p.place?.part?.key === 'phone');
    shown(
      <ConfidentialFields
        attribute={{
          name: 'phone',
          type: 'String',
          confidential: true,
          obfuscationFunction: { name: 'Mask', parameters: { keepLast: 'two' } },
        }}
        onChange={() => {}}
        problems={problems}
      />,
    );
    const input = await screen.findByRole('textbox', { name: 'keepLast' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const help = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(help?.textContent).toContain("'two' is not a value of type Integer");
    expect(within(document.body).getAllByText(/'two' is not a value/)).toHaveLength(1);
  });
});
