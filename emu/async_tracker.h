#pragma once
// Asynchronous LDS traffic of one workgroup: the tensor data mover (TENSORcnt),
// global_load_async_to_lds / global_store_async_from_lds (ASYNCcnt) and gfx9's LDS DMA
// (buffer/global loads with `lds`, counted on VMcnt). A load's data is read from global memory
// at issue but staged here; it lands in LDS only when the issuing wave waits for it (s_wait_*
// bringing the counter low enough) or ends. In checking mode every LDS access is compared with
// the bytes still in flight: reading or overwriting them is a missing wait, and overwriting the
// LDS source of an asynchronous store before its wait is reported too. Both PCs are named.
//
// Counters retire in order within a wave. An operation counted on a shared counter (VMcnt
// counts ordinary loads too) needs the caller to report those other operations through
// count_other(); without that a wait lands fewer operations than hardware would, which can
// only add reports, never hide one.

#include <cstdint>
#include <optional>
#include <vector>

#include "emu/hazard.h"

namespace gfxtile::emu {

enum class AsyncCounter : uint8_t { tensor, async, vm, count };
inline constexpr int kAsyncCounterCount = int(AsyncCounter::count);
const char* async_counter_wait_name(AsyncCounter counter);  // "s_wait_tensorcnt" ...

class AsyncTracker {
 public:
  // Starts a workgroup. `check`: compare LDS accesses with what is in flight (hazard mode).
  void reset(int wave_count, uint32_t lds_bytes, bool check);
  bool checking() const { return check_; }

  // An asynchronous operation of `wave` at `pc`: open it, stage its LDS writes (the returned
  // pointer receives `bytes` bytes, valid until the next call) or note its LDS sources, close it.
  void begin(int wave, AsyncCounter counter, uint32_t pc);
  uint8_t* stage_write(uint32_t lds_address, uint32_t bytes);
  void note_source(uint32_t lds_address, uint32_t bytes);
  void end();

  // An operation counted on `counter` that this tracker does not hold (an ordinary load on VMcnt).
  void count_other(int wave, AsyncCounter counter);

  // A wait until at most `outstanding` operations of `wave` on `counter` are in flight: the
  // older ones land in `lds`. on_land(wave, pc, address, bytes) is called for every landed
  // write (the race detector records it as a write of the issuing wave).
  template <typename OnLand>
  void wait(int wave, AsyncCounter counter, uint32_t outstanding, uint8_t* lds, OnLand&& on_land);
  void wait(int wave, AsyncCounter counter, uint32_t outstanding, uint8_t* lds) {
    wait(wave, counter, outstanding, lds, [](int, uint32_t, uint32_t, uint32_t) {});
  }
  // Everything of `wave` lands (the wave ended).
  void land_all(int wave, uint8_t* lds) {
    for (int c = 0; c < kAsyncCounterCount; ++c) wait(wave, AsyncCounter(c), 0, lds);
  }

  // Operations of `wave` on `counter` still in flight.
  uint32_t in_flight(int wave, AsyncCounter counter) const;

  // Checking mode: an LDS access by `wave` at `pc`. Returns the first hazard, if any.
  std::optional<Hazard> check_read(int wave, uint32_t pc, uint32_t address, uint32_t bytes) const;
  std::optional<Hazard> check_write(int wave, uint32_t pc, uint32_t address, uint32_t bytes) const;

 private:
  struct Write {
    uint32_t lds_address;
    uint32_t bytes;
    uint32_t data_offset;   // into data_
  };
  struct Operation {
    int wave = 0;
    AsyncCounter counter = AsyncCounter::tensor;
    uint32_t pc = 0;
    uint64_t sequence = 0;  // position on its wave's counter
    uint32_t first_write = 0, write_count = 0;
    bool landed = false;
  };
  void land(uint32_t id, uint8_t* lds);
  uint64_t& counted(int wave, AsyncCounter counter) { return counted_[size_t(wave) * kAsyncCounterCount + size_t(counter)]; }

  bool check_ = false;
  uint32_t lds_bytes_ = 0;
  std::vector<Operation> operations_;   // ids are indices + 1
  std::vector<Write> writes_;
  std::vector<uint8_t> data_;
  std::vector<uint64_t> counted_;       // operations counted per wave and counter
  std::vector<uint32_t> pending_;       // checking: per LDS byte, the in-flight writer's id (0: none)
  std::vector<uint32_t> source_;        // checking: per LDS byte, an in-flight store reading it
  std::vector<uint32_t> open_;          // ids not yet landed, oldest first
  uint32_t current_ = 0;                // the operation being built
};

template <typename OnLand>
void AsyncTracker::wait(int wave, AsyncCounter counter, uint32_t outstanding, uint8_t* lds, OnLand&& on_land) {
  const uint64_t total = counted(wave, counter);
  if (total <= outstanding) return;
  const uint64_t limit = total - outstanding;  // operations with sequence < limit must be done
  bool any = false;
  for (uint32_t id : open_) {
    Operation& op = operations_[id - 1];
    if (op.landed || op.wave != wave || op.counter != counter || op.sequence >= limit) continue;
    land(id, lds);
    for (uint32_t w = 0; w < op.write_count; ++w) {
      const Write& write = writes_[op.first_write + w];
      on_land(op.wave, op.pc, write.lds_address, write.bytes);
    }
    any = true;
  }
  if (any) {
    size_t kept = 0;
    for (uint32_t id : open_)
      if (!operations_[id - 1].landed) open_[kept++] = id;
    open_.resize(kept);
  }
}

}  // namespace gfxtile::emu
