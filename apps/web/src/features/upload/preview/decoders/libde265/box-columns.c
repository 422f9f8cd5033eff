/*
 * The vertical half of the HEIC preview's box scaling (box-scale.ts), run where the decoded tile already is:
 * in this module's memory, compiled to WebAssembly SIMD. Each source row is added column by column to the
 * sums of the output row it falls in, so the JavaScript that finishes the boxes reads a `factor`th of the
 * pixels. Not part of libde265; linked into the same module by build.sh.
 */
#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Adds rows [0, rows) of an 8-bit plane (`stride` bytes apart, `cols` used) to per-output-row column sums:
 * row r is source row `from + r`, which belongs to output row min(last, (from + r) * step / factor). The
 * sums start at output row min(last, from * step / factor) and are `cols` wide; they are cleared first.
 * Returns how many output rows they cover.
 */
int box_columns(const uint8_t *plane, int stride, int cols, int rows, int from, int step, int factor, int last,
                uint32_t *sums) {
  if (rows <= 0 || cols <= 0 || factor <= 0) return 0;
  int first = (int)(((int64_t)from * step) / factor);
  if (first > last) first = last;
  int final = (int)(((int64_t)(from + rows - 1) * step) / factor);
  if (final > last) final = last;
  int count = final - first + 1;
  memset(sums, 0, (size_t)count * (size_t)cols * sizeof(uint32_t));
  for (int r = 0; r < rows; r++) {
    int out = (int)(((int64_t)(from + r) * step) / factor);
    if (out > last) out = last;
    uint32_t *__restrict sum = sums + (size_t)(out - first) * (size_t)cols;
    const uint8_t *__restrict row = plane + (size_t)r * (size_t)stride;
    for (int x = 0; x < cols; x++) sum[x] += row[x];
  }
  return count;
}

#ifdef __cplusplus
}
#endif
