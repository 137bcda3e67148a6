/** The `/__control` calls of a stand-in at `url` (JSON in and out; a refusal throws with its text). */
export function standInControl(url: string, name: string) {
  return async function control<T = unknown>(
    path: string,
    body?: unknown,
    method = body === undefined ? "GET" : "POST",
  ): Promise<T> {
    const res = await fetch(`${url}/__control${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${name} stand-in control ${path}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
}
