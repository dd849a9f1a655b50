#include "emu/timing/recorder.h"

#include <algorithm>
#include <bit>

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

uint64_t Footprint::distinct_lines() const {
  uint64_t count = 0;
  for (const auto& [page, bits] : pages_)
    for (uint64_t word : *bits) count += uint64_t(std::popcount(word));
  return count;
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
