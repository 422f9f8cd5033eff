import {
  type LearningSummary,
  learningSummarySchema,
  type RecordExamplesBody,
} from "@photo-organizer/core/api";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost, apiPut, apiRequest } from "@/lib/api-client";

/** `GET /api/learning`: the user's remembered corrections and review setting. */
export const learningQueryKey = ["learning"] as const;

export const learningQueryOptions = () =>
  queryOptions({
    queryKey: learningQueryKey,
    queryFn: async (): Promise<LearningSummary> => learningSummarySchema.parse(await apiGet("/api/learning")),
  });

export function useLearning(enabled = true) {
  return useQuery({ ...learningQueryOptions(), enabled });
}

function useLearningMutation<T>(send: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => learningSummarySchema.parse(await send(input)),
    onSuccess: (summary) => client.setQueryData(learningQueryKey, summary),
  });
}

/** Deletes every example of the signed-in user. */
export function useForgetCorrections() {
  return useLearningMutation<void>(() => apiRequest("DELETE", "/api/learning/examples"));
}

export function useReviewSetting() {
  return useLearningMutation<boolean>((reviewBeforeDownload) =>
    apiPut("/api/learning/settings", { reviewBeforeDownload }),
  );
}

/** Where the user filed the photos of a reviewed batch; recording the same `batch` again replaces it. */
export function recordExamples(
  examples: RecordExamplesBody["examples"],
  batch: string,
): Promise<LearningSummary> {
  return apiPost("/api/learning/examples", { examples, batch }).then((answer) =>
    learningSummarySchema.parse(answer),
  );
}
