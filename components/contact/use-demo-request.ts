'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { demoRequestForm } from '@/content/contact';
import { currentAttribution } from '@/lib/attribution/attribution-storage';
import type { DemoRequest } from '@/lib/forms/demo-request-schema';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { endpoints } from '@/lib/http/endpoints';
import { postJson } from '@/lib/http/xsrf-fetch';

type DemoRequestResult = 'idle' | 'success' | 'failure';

/**
 * Sends a demo request and keeps its outcome: HTTP 200 with statusCode 200 is
 * success, and goes home after 5 s; any other HTTP status, or no answer, is the transport error;
 * HTTP 200 with another statusCode changes nothing visible. The result panel takes focus.
 */
export function useDemoRequest() {
  const router = useRouter();
  const [result, setResult] = useState<DemoRequestResult>('idle');
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (result === 'idle') return;
    panelRef.current?.focus();
    if (result !== 'success') return;
    const timer = setTimeout(() => router.push('/'), demoRequestForm.redirectHomeAfterMs);
    return () => clearTimeout(timer);
  }, [result, router]);

  async function send(request: DemoRequest, honeypot: string) {
    try {
      const body = { ...request, attribution: currentAttribution() };
      const { status, data } = await postJson<{ statusCode?: unknown }>(
        endpoints.demoRequest,
        honeypot ? { ...body, [HONEYPOT_FIELD]: honeypot } : body,
      );
      if (status !== 200) setResult('failure');
      else if (data.statusCode === 200) setResult('success');
    } catch {
      setResult('failure');
    }
  }

  return { result, setResult, panelRef, send };
}
