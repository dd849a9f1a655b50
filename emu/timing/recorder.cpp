#include "emu/timing/recorder.h"

#include <algorithm>
#include <bit>
#include <map>

#include "emu/memory.h"

namespace gfxtile::emu::timing {

void Footprint::merge(const Footprint& other) {
  line_accesses += other.line_accesses;
  for (const auto& [page, bits] : other.pages_) {
    auto& slot = pages_[page];
    if (!slot) slot = std::make_unique<Page>(), slot->fill(0);
    for (size_t i = 0; i < bits->size(); ++i) (*slot)[i] |= (*bits)[i];
  }
  cached_page_ = ~uint64_t{0};
}

uint64_t Footprint::hbm_lines() const {
  uint64_t count = 0;
  for (const auto& [page, bits] : pages_)
    for (uint64_t word : *bits) count += uint64_t(std::popcount(word));
  return count;
}

double Footprint::extrapolated_hbm_lines(const DeviceMemory& memory, double scale) const {
  // (base, written) -> (lines touched, lines the allocation has)
  std::map<std::pair<uint64_t, bool>, std::pair<uint64_t, uint64_t>> by_region;
  const DeviceMemory::Region* region = nullptr;
  uint64_t outside = 0;
  for (const auto& [page, bits] : pages_)
    for (size_t word = 0; word < bits->size(); ++word)
      for (uint64_t rest = (*bits)[word]; rest != 0; rest &= rest - 1) {
        const uint64_t line = page << 12 | uint64_t(word & 63) << 6 | uint64_t(std::countr_zero(rest));
        const uint64_t address = line << kLineShift;
        if (!region || address < region->base || address >= region->base + region->size) region = memory.find(address);
        if (!region) {
          ++outside;
          continue;
        }
        auto& entry = by_region[{region->base, word >= 64}];
        entry.first += 1;
        entry.second = (region->size + (uint64_t{1} << kLineShift) - 1) >> kLineShift;
      }
  double lines = double(outside) * scale;
  for (const auto& [base, entry] : by_region) lines += std::min(double(entry.first) * scale, double(entry.second) + 1);
  return lines;
}

TimingRecorder::TimingRecorder(uint64_t workgroups, uint64_t max_traced, bool skip_untraced)
    : skip_untraced_(skip_untraced) {
  if (max_traced > 0 && workgroups > max_traced) stride_ = (workgroups + max_traced - 1) / max_traced;
}

void TimingRecorder::add(WorkgroupTrace trace) {
  std::lock_guard lock(mutex_);
  traces_.push_back(std::move(trace));
  sorted_ = false;
}

void TimingRecorder::add(const Footprint& footprint) {
  std::lock_guard lock(mutex_);
  footprint_.merge(footprint);
}

std::vector<WorkgroupTrace>& TimingRecorder::traces() {
  std::lock_guard lock(mutex_);
  if (!sorted_) std::sort(traces_.begin(), traces_.end(), [](const auto& a, const auto& b) { return a.linear < b.linear; });
  sorted_ = true;
  return traces_;
}

}  // namespace gfxtile::emu::timing
