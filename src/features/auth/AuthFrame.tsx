import type { ReactNode } from 'react';
import { OfflineBanner } from '../../ui/OfflineBanner';
import './auth.css';

/** The sign-in and sign-up pages share this frame. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth">
      <OfflineBanner />
      <main className="auth__main" id="main">
        <p className="auth__brand">CarGo Customer Portal</p>
        <section className="auth__card" aria-labelledby="auth-title">
          <h1 id="auth-title">{title}</h1>
          {children}
        </section>
      </main>
    </div>
  );
}
