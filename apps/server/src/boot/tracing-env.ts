/** The OTEL_* values this server checks itself; the SDK reads the rest (headers, sampler …). */
const EXPORTERS = ['otlp', 'console', 'zipkin', 'none'];
const PROTOCOLS = ['grpc', 'http/protobuf', 'http/json'];
const ENDPOINTS = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'];

export interface TracingEnv {
  /** Whether the variables ask for traces (ops/tracing.ts loads the SDK only then). */
  wanted: boolean;
  /** Whether OTEL_SERVICE_NAME or OTEL_RESOURCE_ATTRIBUTES name the service (else "orrery"). */
  serviceNamed: boolean;
}

class Invalid extends Error {}

const set = (source: NodeJS.ProcessEnv, name: string) => {
  const value = source[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

const fail = (name: string, problem: string): never => {
  throw new Invalid(`${name}: ${problem}`);
};

function check(source: NodeJS.ProcessEnv): TracingEnv {
  const disabled = set(source, 'OTEL_SDK_DISABLED')?.toLowerCase();
  if (disabled !== undefined && disabled !== 'true' && disabled !== 'false') {
    fail('OTEL_SDK_DISABLED', 'must be true or false');
  }
  const exporters = set(source, 'OTEL_TRACES_EXPORTER')
    ?.split(',')
    .map((name) => name.trim().toLowerCase());
  for (const name of exporters ?? []) {
    if (!EXPORTERS.includes(name)) {
      fail('OTEL_TRACES_EXPORTER', `must be one of ${EXPORTERS.join(', ')}`);
    }
  }
  for (const name of ['OTEL_EXPORTER_OTLP_PROTOCOL', 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL']) {
    const protocol = set(source, name);
    if (protocol !== undefined && !PROTOCOLS.includes(protocol)) {
      fail(name, `must be one of ${PROTOCOLS.join(', ')}`);
    }
  }
  const endpoints = ENDPOINTS.filter((name) => set(source, name) !== undefined);
  for (const name of endpoints) {
    const url = set(source, name)!;
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
      fail(name, 'must be an http:// or https:// URL');
    }
  }
  const serviceNamed =
    set(source, 'OTEL_SERVICE_NAME') !== undefined ||
    /(^|,)\s*service\.name=/.test(source.OTEL_RESOURCE_ATTRIBUTES ?? '');
  if (disabled === 'true') return { wanted: false, serviceNamed };
  if (exporters !== undefined) {
    return { wanted: exporters.some((name) => name !== 'none'), serviceNamed };
  }
  return { wanted: endpoints.length > 0, serviceNamed };
}

/**
 * Whether the standard OTEL_* variables ask for traces: an OTLP endpoint or a traces exporter
 * other than `none`, unless OTEL_SDK_DISABLED=true. A malformed value answers one line naming
 * its variable (env.ts stops the start with it), where the SDK would only warn and send nothing.
 */
export function readTracingEnv(source: NodeJS.ProcessEnv): TracingEnv | { invalid: string } {
  try {
    return check(source);
  } catch (error) {
    if (error instanceof Invalid) return { invalid: error.message };
    throw error;
  }
}
