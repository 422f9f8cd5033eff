/*
 * Stands in for the compiler's <cpuid.h> when libde265's x86 code is compiled to WebAssembly (build.sh puts
 * this folder first on the include path). WebAssembly has no CPUID; emscripten compiles the SSE2, SSSE3 and
 * SSE4.1 intrinsics libde265 uses into WebAssembly SIMD instructions, so its SSE4.1 code paths are reported
 * present and are taken.
 */
#ifndef PHOTO_ORGANIZER_WASM_CPUID_H
#define PHOTO_ORGANIZER_WASM_CPUID_H

static inline int __get_cpuid(unsigned int leaf, unsigned int *eax, unsigned int *ebx, unsigned int *ecx,
                              unsigned int *edx) {
  (void)leaf;
  *eax = 0;
  *ebx = 0;
  *ecx = 1u << 19; /* SSE4.1 */
  *edx = 1u << 25; /* SSE */
  return 1;
}

#endif
