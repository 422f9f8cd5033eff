/**
 * Signs in through the server's built-in development provider over plain HTTP, as a browser would (its
 * redirects followed by hand, its cookies kept), and returns the Cookie header of the signed-in session.
 */
export async function signInOverHttp(server: string, user: { email: string; name: string }): Promise<string> {
  const cookies = new Map<string, string>();
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const request = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(new URL(url, server), {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: header(),
        origin: server,
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : null,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      const value = pair.slice(eq + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === "") cookies.delete(pair.slice(0, eq));
      else cookies.set(pair.slice(0, eq), value);
    }
    return response;
  };
  const next = (response: Response) => {
    const location = response.headers.get("location");
    if (!location) throw new Error(`sign-in stopped at ${response.url || "?"} with ${response.status}`);
    return location;
  };
  let response = await request("/auth/login");
  response = await request(next(response));
  const interaction = new URL(next(response), server).pathname;
  await request(interaction);
  response = await request(`${interaction}/login`, user);
  response = await request(next(response));
  response = await request(next(response));
  if (!cookies.size) throw new Error("sign-in set no cookie");
  return header();
}

/** A personal access token made through the API, as /usage makes it. */
export async function createToken(
  server: string,
  cookie: string,
  name: string,
  expiresInDays?: 30 | 90 | 365,
) {
  const response = await fetch(`${server}/api/tokens`, {
    method: "POST",
    headers: { cookie, origin: server, "content-type": "application/json" },
    body: JSON.stringify(expiresInDays === undefined ? { name } : { name, expiresInDays }),
  });
  if (response.status !== 201)
    throw new Error(`creating a token answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: string; name: string; token: string; expiresAt: string | null };
}
