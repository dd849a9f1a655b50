#pragma once
// LDS race detection for one workgroup. Each wave carries a barrier phase: 2j after it left
// barrier j, 2j-1 between signalling and waiting on it (a plain s_barrier moves it by two). An
// access A (phase a) is ordered before a later access B of another wave (phase b) exactly when
// some barrier j has A before its signal and B after its wait: b >= 2*ceil(a/2) + 2. Any other
// pair of accesses to one byte by different waves, one of them a write, is a race.
//
// The shadow memory holds, per LDS byte, the last write and up to two reads from different
// waves; entries carry a generation number, so starting a new workgroup costs nothing.

#include <cstdint>
#include <optional>
#include <vector>

#include "emu/hazard.h"

namespace gfxtile::emu {

class LdsRaceDetector {
 public:
  // Starts a workgroup of `lds_bytes` bytes of LDS. check_uninitialized: reads of bytes no
  // one wrote are reported too.
  void reset(uint32_t lds_bytes, bool check_uninitialized = false);

  // An access of `bytes` bytes at LDS offset `address` by `wave` at `pc` in barrier phase
  // `phase`. Returns the first hazard found (the shadow is updated regardless).
  std::optional<Hazard> read(int wave, uint32_t pc, uint32_t phase, uint32_t address, uint32_t bytes);
  std::optional<Hazard> write(int wave, uint32_t pc, uint32_t phase, uint32_t address, uint32_t bytes);

  // Whether any wave wrote byte `address` in this workgroup.
  bool written(uint32_t address) const {
    return address < lds_bytes_ && shadow_[address].generation == generation_ && shadow_[address].write.wave >= 0;
  }

  // Phases after barrier events (see above).
  static uint32_t after_signal(uint32_t phase) { return phase | 1u; }
  static uint32_t after_wait(uint32_t phase) { return (phase | 1u) + 1; }
  static bool ordered(uint32_t earlier, uint32_t later) { return later >= ((earlier + 1) & ~1u) + 2; }

 private:
  struct Access {
    uint32_t pc = 0;
    uint32_t phase = 0;
    int32_t wave = -1;   // -1: none
  };
  struct Entry {
    uint32_t generation = 0;
    Access write;
    Access read[2];
  };
  Entry& entry(uint32_t address);

  std::vector<Entry> shadow_;
  uint32_t generation_ = 0;
  uint32_t lds_bytes_ = 0;
  bool check_uninitialized_ = false;
};

}  // namespace gfxtile::emu
