#pragma once
// What the timing model records while the emulator runs a dispatch (Launch::timing): each traced
// workgroup's per-wave instruction stream, with the dynamic facts the static cost table cannot
// know (cache lines an access touched, LDS cycles after bank conflicts), and the distinct cache
// lines the whole dispatch read and wrote (its HBM traffic). Recording is off unless Launch::timing is
// set; the interpreter loop without it is unchanged (a template parameter).

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace gfxtile::emu {
class DeviceMemory;
}

namespace gfxtile::emu::timing {

// One executed wave-instruction.
struct TraceEvent {
  uint32_t index;        // into Program::instructions
  uint16_t lines;        // global: cache lines the access touched (line changes between lanes)
  uint16_t lds_cycles;   // DS: phases of 128 bytes plus the bank-conflict cycles
};

struct WorkgroupTrace {
  uint64_t linear = 0;   // the workgroup's linear id
  std::vector<std::vector<TraceEvent>> waves;
};

// The cache lines one host thread's workgroups read and wrote: two bitmaps per 512 KiB page of the
// address space (4096 lines of 128 bytes), and the lines of the access in progress. A line read
// and written (an in-place update) costs HBM twice, its fetch and its write-back: the L2 holds
// it between the two only while the dispatch's footprint fits, and the write-back happens anyway.
class Footprint {
 public:
  static constexpr int kLineShift = 7;  // 128-byte lines (every machine's L2 line)
  void touch(uint64_t address, uint32_t bytes, bool write) {
    const uint64_t first = address >> kLineShift, last = (address + (bytes ? bytes - 1 : 0)) >> kLineShift;
    for (uint64_t line = first; line <= last; ++line) {
      if (line == last_line_) continue;
      last_line_ = line;
      ++instruction_lines;
      mark(line, write);
    }
  }
  void start_instruction() { instruction_lines = 0, last_line_ = ~uint64_t{0}; }
  uint64_t instruction_lines = 0;  // lines of the current instruction
  uint64_t line_accesses = 0;      // summed over instructions (the scheduler adds them)
  void merge(const Footprint& other);
  // Distinct lines read plus distinct lines written: the lines HBM moves.
  uint64_t hbm_lines() const;
  // The same for the whole grid estimated from a sample of 1/scale of its workgroups: per
  // allocation and direction, the sample's lines times scale, at most the allocation's lines (so
  // data every workgroup shares is not counted scale times).
  double extrapolated_hbm_lines(const DeviceMemory& memory, double scale) const;

 private:
  // Words 0-63: lines read; 64-127: lines written.
  using Page = std::array<uint64_t, 128>;
  void mark(uint64_t line, bool write) {
    const uint64_t page = line >> 12;
    if (page != cached_page_) {
      auto& slot = pages_[page];
      if (!slot) slot = std::make_unique<Page>(), slot->fill(0);
      cached_page_ = page, cached_bits_ = slot.get();
    }
    (*cached_bits_)[(write ? 64 : 0) + ((line >> 6) & 63)] |= uint64_t{1} << (line & 63);
  }
  std::unordered_map<uint64_t, std::unique_ptr<Page>> pages_;
  uint64_t cached_page_ = ~uint64_t{0};
  Page* cached_bits_ = nullptr;
  uint64_t last_line_ = ~uint64_t{0};
};

// Shared by the dispatch's host threads. One workgroup of each block of `stride` consecutive ones
// is traced, at an offset that walks the blocks by the golden ratio (a Weyl sequence), so the
// sample does not alias with a grid's periodic structure (every k-th workgroup of a grid whose
// every 32nd is different would be all or none of those). With skip_untraced the others are not
// run at all (their outputs stay unwritten), which is how the model times a grid too large to
// emulate whole.
class TimingRecorder {
 public:
  TimingRecorder(uint64_t workgroups, uint64_t max_traced, bool skip_untraced);
  bool traced(uint64_t linear) const {
    if (stride_ == 1) return true;
    const uint64_t block = linear / stride_;
    __extension__ typedef unsigned __int128 Wide;  // the high half of a 64 x 64-bit product (-Wpedantic)
    const uint64_t offset = uint64_t(Wide(block * 0x9E3779B97F4A7C15ull) * stride_ >> 64);
    return linear - block * stride_ == offset;
  }
  bool runs(uint64_t linear) const { return !skip_untraced_ || traced(linear); }
  uint64_t stride() const { return stride_; }
  bool skips_untraced() const { return skip_untraced_; }

  void add(WorkgroupTrace trace);
  void add(const Footprint& footprint);
  // After the dispatch: traces sorted by linear id.
  std::vector<WorkgroupTrace>& traces();
  uint64_t hbm_lines() const { return footprint_.hbm_lines(); }
  double extrapolated_hbm_lines(const DeviceMemory& memory, double scale) const { return footprint_.extrapolated_hbm_lines(memory, scale); }
  uint64_t line_accesses() const { return footprint_.line_accesses; }
  uint64_t workgroups_run() const { return run_; }
  void count_run() {
    std::lock_guard lock(mutex_);
    ++run_;
  }

 private:
  uint64_t stride_ = 1;
  bool skip_untraced_ = false;
  std::mutex mutex_;
  std::vector<WorkgroupTrace> traces_;
  Footprint footprint_;
  uint64_t run_ = 0;
  bool sorted_ = false;
};

}  // namespace gfxtile::emu::timing
