#pragma once
// What every fuzz target shares. A target reports a finding by letting anything but
// gfxtile::Error escape (libFuzzer prints "uncaught exception" and saves the input) or by a
// sanitizer report; a gfxtile::Error is the documented answer to bad input and ends the run.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "core/error.h"

namespace gfxtile::fuzz {

inline std::vector<uint8_t> bytes_of(const uint8_t* data, size_t size) { return std::vector<uint8_t>(data, data + size); }

// Reads every byte of [data, data + size) so that ASan checks a span a reader handed out; the
// sum goes to a volatile so that the loop is not optimised away.
inline volatile uint8_t touch_sink = 0;
inline void touch(const uint8_t* data, size_t size) {
  uint8_t sum = 0;
  for (size_t i = 0; i < size; ++i) sum = uint8_t(sum + data[i]);
  touch_sink = sum;
}

// With GFXTILE_FUZZ_LAST_INPUT=<path>, each input is written there before it runs: a crash that
// takes the process down before libFuzzer can save it (a fault inside libLLVM, which is not
// instrumented, whose unwinding fails) leaves its input behind.
inline void remember(const uint8_t* data, size_t size) {
  static const char* const path = std::getenv("GFXTILE_FUZZ_LAST_INPUT");
  if (!path) return;
  if (std::FILE* file = std::fopen(path, "wb")) {
    std::fwrite(data, 1, size, file);
    std::fclose(file);
  }
}

}  // namespace gfxtile::fuzz
