import {
  type CreatedToken,
  type CreateTokenBody,
  createdTokenSchema,
  type TokenSummary,
  tokenListSchema,
} from "@photo-organizer/core/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost, apiRequest } from "@/lib/api-client";

const tokensQueryKey = ["tokens"] as const;

/** `GET /api/tokens`: the signed-in user's personal access tokens (never the tokens themselves). */
export function useTokens() {
  return useQuery({
    queryKey: tokensQueryKey,
    queryFn: async (): Promise<TokenSummary[]> => tokenListSchema.parse(await apiGet("/api/tokens")).tokens,
  });
}

/** `POST /api/tokens`: the answer holds the token itself, shown this once. */
export function useCreateToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateTokenBody): Promise<CreatedToken> =>
      createdTokenSchema.parse(await apiPost("/api/tokens", body)),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensQueryKey }),
  });
}

/** `DELETE /api/tokens/:id`: the token stops working at once. */
export function useRevokeToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>("DELETE", `/api/tokens/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensQueryKey }),
  });
}
