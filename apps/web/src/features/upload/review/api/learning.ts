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

/**
 * A change to the learning summary; the server's answer becomes the cached summary. With `optimistic`, the
 * cached summary shows the change from the call on and is put back as it was when the server refuses it.
 */
function useLearningMutation<T>(
  send: (input: T) => Promise<unknown>,
  optimistic?: (before: LearningSummary, input: T) => LearningSummary,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => learningSummarySchema.parse(await send(input)),
    onMutate: async (input) => {
      if (!optimistic) return { before: undefined };
      await client.cancelQueries({ queryKey: learningQueryKey });
      const before = client.getQueryData<LearningSummary>(learningQueryKey);
      if (before) client.setQueryData(learningQueryKey, optimistic(before, input));
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) client.setQueryData(learningQueryKey, context.before);
    },
    onSuccess: (summary) => client.setQueryData(learningQueryKey, summary),
  });
}

/** Deletes every example of the signed-in user. */
export function useForgetCorrections() {
  return useLearningMutation<void>(() => apiRequest("DELETE", "/api/learning/examples"));
}

/**
 * Sets "Review before download". The choice counts from the click, not from the server's answer: the switch
 * and the next batch read the same cached setting, so a batch started while the answer is on its way runs as
 * the switch shows. A refused change puts the setting back as it was.
 */
export function useReviewSetting() {
  return useLearningMutation<boolean>(
    (reviewBeforeDownload) => apiPut("/api/learning/settings", { reviewBeforeDownload }),
    (before, reviewBeforeDownload) => ({ ...before, reviewBeforeDownload }),
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
