// Config documents (docs/architecture/overview.md#config-documents-and-four-eyes): /config/updateTime.json names the version, every other
// document is fetched as /config/<Name>.json?v=<updateTime> so a new upload is never hidden by a cache. They are
// plain JSON (no envelope, no wire encoding). Failures are logged only.
import {
  ClientParamConf,
  ClientVersionConf,
  UpdateTime,
  clientParam,
  type ConfigDocumentName,
} from '@khel/contracts/config-documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
// zod/mini, never classic zod: this module is on the first screen's path (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { api } from '../config/paths.ts';

async function fetchJson<S extends z.core.$ZodType>(url: string, schema: S): Promise<z.infer<S>> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`config ${url}: HTTP ${response.status}`);
  const parsed = z.safeParse(schema, await response.json());
  if (!parsed.success) throw new Error(`config ${url}: unexpected shape`);
  return parsed.data;
}

export const updateTimeQueryOptions = () =>
  queryOptions({
    queryKey: ['config', 'updateTime'],
    queryFn: () => fetchJson(api.configUpdateTime(), UpdateTime),
    staleTime: 5 * 60_000,
    retry: 1,
  });

function documentQueryOptions<S extends z.core.$ZodType>(name: ConfigDocumentName, schema: S, updateTime: number | undefined) {
  return queryOptions({
    queryKey: ['config', name, updateTime],
    queryFn: () => fetchJson(api.configDocument(name, updateTime ?? 0), schema),
    enabled: updateTime !== undefined,
    staleTime: Infinity,
    retry: 1,
  });
}

export const clientParamQueryOptions = (updateTime: number | undefined) =>
  documentQueryOptions('ClientParamConf', ClientParamConf, updateTime);

export const clientVersionQueryOptions = (updateTime: number | undefined) =>
  documentQueryOptions('ClientVersionConf', ClientVersionConf, updateTime);

function useUpdateTime(): number | undefined {
  return useQuery(updateTimeQueryOptions()).data?.updateTime;
}

/** One ClientParamConf value (feedback.telegram, feedback.customer, official.url…), if configured. */
export function useClientParam(id: string): string | undefined {
  const updateTime = useUpdateTime();
  const { data } = useQuery(clientParamQueryOptions(updateTime));
  const value = data ? clientParam(data, id) : undefined;
  return value?.trim() ? value.trim() : undefined;
}

export function useClientVersion(): { apkUrl: string; iosUrl: string } | undefined {
  const updateTime = useUpdateTime();
  return useQuery(clientVersionQueryOptions(updateTime)).data;
}

/** Any config document by name, checked against its contracts schema (ShopConf, VipConf, …). */
export function configDocumentQueryOptions<S extends z.core.$ZodType>(name: ConfigDocumentName, schema: S, updateTime: number | undefined) {
  return documentQueryOptions(name, schema, updateTime);
}

export function useConfigDocument<S extends z.core.$ZodType>(name: ConfigDocumentName, schema: S): z.infer<S> | undefined {
  const updateTime = useUpdateTime();
  return useQuery(configDocumentQueryOptions(name, schema, updateTime)).data;
}
