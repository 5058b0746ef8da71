// A line diff computed by the server (jsdiff hunks of pretty-printed JSON): added lines green,
// removed red, in the theme's colours (light and dark).
import type { DiffHunk } from '@khel/contracts/admin/config';
import { theme } from 'antd';
import type { z } from 'zod';

export function DiffHunks({ hunks, same }: { hunks: z.infer<typeof DiffHunk>[]; same: string }) {
  const { token } = theme.useToken();
  if (hunks.length === 0) return <p>{same}</p>;
  return (
    <pre data-testid="config-diff" style={{ maxHeight: 480, overflow: 'auto', fontSize: 12, background: token.colorFillAlter, padding: 8, borderRadius: 6 }}>
      {hunks.map((hunk) => (
        <div key={`${hunk.oldStart}-${hunk.newStart}`}>
          <div style={{ color: token.colorTextSecondary }}>{`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`}</div>
          {hunk.lines.map((line, index) => (
            <div
              key={index}
              style={{
                background: line.startsWith('+') ? token.colorSuccessBg : line.startsWith('-') ? token.colorErrorBg : undefined,
                color: line.startsWith('+') ? token.colorSuccessText : line.startsWith('-') ? token.colorErrorText : undefined,
              }}
            >
              {line}
            </div>
          ))}
        </div>
      ))}
    </pre>
  );
}
