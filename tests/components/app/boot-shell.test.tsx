import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BootShell } from '../../../src/app/BootShell';

const tags = (html: string) => html.replace(/>\s+</g, '><').trim();

describe('boot shell', () => {
  // The static copy paints before any JavaScript; React then renders BootShell in its place
  // while the route and the session load. Any difference would show as a flash on every start.
  // The bench's floor app paints the same shell first, so both count their post-paint work alike.
  it.each(['index.html', 'bench/floor/index.html'])(
    '%s carries exactly the markup BootShell renders',
    (file) => {
      const html = readFileSync(path.resolve(__dirname, '../../..', file), 'utf8');
      const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root');
      const { container } = render(<BootShell />);
      expect(root).not.toBeNull();
      expect(tags(root?.innerHTML ?? '')).toBe(tags(container.innerHTML));
    },
  );
});
