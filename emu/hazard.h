#pragma once
// A synchronisation bug found by the emulator's hazard checking (emu/async_tracker.h,
// emu/lds_race_detector.h): two accesses, each named by wave and PC, that the program did not
// order. PCs are whatever the caller passes (the emulator passes instruction indices and turns
// them into byte offsets for the report).

#include <cstdint>
#include <string>

namespace gfxtile::emu {

enum class HazardKind : uint8_t {
  missing_wait,        // an asynchronous LDS write still in flight was read or overwritten
  source_overwritten,  // the LDS source of an asynchronous store was written before its wait
  lds_race,            // two waves touched one LDS byte with no barrier between them
  uninitialized_read,  // LDS read that nothing wrote (optional check)
};

struct Hazard {
  HazardKind kind = HazardKind::lds_race;
  uint32_t address = 0;       // first LDS byte involved
  // The earlier access (the asynchronous operation, or the first racing access).
  int first_wave = -1;
  uint32_t first_pc = 0;
  bool first_write = true;
  // The later access, which found the problem.
  int second_wave = -1;
  uint32_t second_pc = 0;
  bool second_write = false;
  uint8_t counter = 0;        // missing_wait / source_overwritten: which counter to wait on
};

// "missing wait", "LDS race" ...
const char* hazard_kind_name(HazardKind kind);

}  // namespace gfxtile::emu
