import { describe, expect, it } from 'vitest';
import { readTracingEnv } from './tracing-env.js';

describe('readTracingEnv', () => {
  it('wants traces for an OTLP endpoint or an exporter other than none, unless disabled', () => {
    const wanted = (env: NodeJS.ProcessEnv) => (readTracingEnv(env) as { wanted: boolean }).wanted;
    expect(wanted({})).toBe(false);
    expect(wanted({ OTEL_SERVICE_NAME: 'orrery-eu' })).toBe(false);
    expect(wanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(wanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://c/v1/traces' })).toBe(true);
    expect(wanted({ OTEL_TRACES_EXPORTER: 'console' })).toBe(true);
    expect(wanted({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c' })).toBe(
      false,
    );
    expect(wanted({ OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'otlp' })).toBe(false);
    expect(wanted({ OTEL_TRACES_EXPORTER: '' })).toBe(false);
  });

  it('knows whether the service is named', () => {
    expect(readTracingEnv({ OTEL_SERVICE_NAME: 'eu' })).toMatchObject({ serviceNamed: true });
    expect(
      readTracingEnv({ OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment=prod,service.name=eu' }),
    ).toMatchObject({ serviceNamed: true });
    expect(readTracingEnv({ OTEL_RESOURCE_ATTRIBUTES: 'a=b' })).toMatchObject({
      serviceNamed: false,
    });
  });

  it('names the variable of a malformed value in one line', () => {
    expect(readTracingEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toEqual({
      invalid: 'OTEL_EXPORTER_OTLP_ENDPOINT: must be an http:// or https:// URL',
    });
    expect(readTracingEnv({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'ftp://c' })).toEqual({
      invalid: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: must be an http:// or https:// URL',
    });
    expect(readTracingEnv({ OTEL_SDK_DISABLED: 'yes' })).toEqual({
      invalid: 'OTEL_SDK_DISABLED: must be true or false',
    });
    expect(readTracingEnv({ OTEL_TRACES_EXPORTER: 'otlp,jaeger' })).toEqual({
      invalid: 'OTEL_TRACES_EXPORTER: must be one of otlp, console, zipkin, none',
    });
    expect(readTracingEnv({ OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http' })).toEqual({
      invalid: 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: must be one of grpc, http/protobuf, http/json',
    });
  });
});
