#pragma once
// Per-workgroup state of the asynchronous data movers and of hazard checking: the tracker of
// in-flight LDS writes (used in every run: asynchronous writes land on their wait), the LDS
// race detector and each wave's barrier phase (used when hazard checking is on). One per
// emulator worker thread, reset for every workgroup; waves reach it through Wave::monitor.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "emu/async_tracker.h"
#include "emu/hazard.h"
#include "emu/lds_race_detector.h"

namespace gfxtile::emu {

struct Program;
struct Wave;
struct Instruction;

// The LDS access of a DS instruction, for hazard checking, packed in a uint32_t per instruction
// (Program::lds_access): kind [1:0] (1 read, 2 write, 3 both), address operand [4:2], bytes per
// address [12:5], two addresses (offset0/offset1 in units of the size) [13], stride 64 [14],
// atomic [15] (atomics of different waves on one address are not races).
inline constexpr uint32_t kLdsRead = 1, kLdsWrite = 2, kLdsAtomic = 1u << 15;
uint32_t lds_access_shape(std::string_view mnemonic, const Instruction& instruction);
// Puts the checking wrapper around every instruction of `program` with an LDS access shape
// (and, for gfx9, around s_barrier so that barrier phases advance). Costs one branch per
// such instruction when checking is off.
void install_lds_checks(Program& program);

struct HazardOptions {
  bool check = false;                // missing waits and LDS races become faults
  bool check_uninitialized = false;  // reads of LDS nothing wrote, too
};

class WorkgroupMonitor {
 public:
  void reset(const Program* program, int wave_count, uint32_t lds_bytes, const HazardOptions& options);
  bool checking() const { return options_.check; }

  // An LDS access of `bytes` bytes at `address` by `wave` at instruction `index`; raises a
  // fault naming both instructions when it meets a hazard. Does nothing unless checking.
  void lds_read(int wave, uint32_t index, uint32_t address, uint32_t bytes) {
    if (options_.check) check_read(wave, index, address, bytes);
  }
  void lds_write(int wave, uint32_t index, uint32_t address, uint32_t bytes) {
    if (options_.check) check_write(wave, index, address, bytes);
  }
  // Runs a DS instruction with shape `shape` (see lds_access_shape), checking every lane's
  // accesses: reads and in-flight asynchronous writes before it runs, races of its writes after
  // (a write that leaves already-written bytes unchanged is not counted as a write).
  void execute_checked(Wave& wave, const Instruction& instruction, uint32_t index, uint32_t shape);

  // Barrier events of `wave` (a plain barrier is both).
  void barrier_signal(int wave) { phase_[size_t(wave)] = LdsRaceDetector::after_signal(phase_[size_t(wave)]); }
  void barrier_wait(int wave) { phase_[size_t(wave)] = LdsRaceDetector::after_wait(phase_[size_t(wave)]); }
  uint32_t phase(int wave) const { return phase_[size_t(wave)]; }
  // Whether no other wave has signalled the barrier `wave` is about to signal.
  bool first_to_signal(int wave) const {
    const uint32_t signalled = LdsRaceDetector::after_signal(phase_[size_t(wave)]);
    // Another wave that signalled this barrier is at its phase or one past it (waiting).
    for (size_t w = 0; w < phase_.size(); ++w)
      if (int(w) != wave && phase_[w] >= signalled) return false;
    return true;
  }

  // A wait of `wave` on `counter` down to `outstanding`: older asynchronous writes land in
  // `lds` and count, for the race detector, as writes of the issuing wave at this moment.
  void wait(int wave, AsyncCounter counter, uint32_t outstanding, uint8_t* lds);
  void land_all(int wave, uint8_t* lds);

  AsyncTracker& tracker() { return tracker_; }

  uint32_t ib_sts2 = 0;  // gfx12 HW_REG_IB_STS2 of this dispatch's waves (cluster flag)

  // "missing s_wait_tensorcnt: ds_load_b32 at PC 0x44 (wave 1) reads LDS 0x80, which
  // tensor_load_to_lds at PC 0x40 (wave 1) is still writing": the fault message of a hazard.
  std::string describe(const Hazard& hazard) const;

 private:
  void check_read(int wave, uint32_t index, uint32_t address, uint32_t bytes);
  void check_write(int wave, uint32_t index, uint32_t address, uint32_t bytes);
  [[noreturn]] void report(const Hazard& hazard) const;

  const Program* program_ = nullptr;
  HazardOptions options_;
  AsyncTracker tracker_;
  LdsRaceDetector races_;
  std::vector<uint32_t> phase_;
};

}  // namespace gfxtile::emu
