// Sends the spans still buffered before the process exits (the drain ends with process.exit, which
// would drop them). Without tracing loaded the provider is the API's no-op and this does nothing.
import { trace } from '@opentelemetry/api';

export async function flushTraces(): Promise<void> {
  const provider = trace.getTracerProvider() as { getDelegate?(): { forceFlush?(): Promise<void> } };
  await provider.getDelegate?.().forceFlush?.().catch(() => {});
}
