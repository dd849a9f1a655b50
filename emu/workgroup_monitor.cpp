#include "emu/workgroup_monitor.h"

#include <fmt/format.h>

#include "emu/program.h"
#include "emu/wave_state.h"

namespace gfxtile::emu {

void WorkgroupMonitor::reset(const Program* program, int wave_count, uint32_t lds_bytes, const HazardOptions& options) {
  program_ = program;
  options_ = options;
  tracker_.reset(wave_count, lds_bytes, options.check);
  if (options.check) races_.reset(lds_bytes, options.check_uninitialized);
  phase_.assign(size_t(wave_count), 0);
}

void WorkgroupMonitor::wait(int wave, AsyncCounter counter, uint32_t outstanding, uint8_t* lds) {
  if (!options_.check) {
    tracker_.wait(wave, counter, outstanding, lds);
    return;
  }
  const uint32_t phase = phase_[size_t(wave)];
  tracker_.wait(wave, counter, outstanding, lds, [&](int issuer, uint32_t pc, uint32_t address, uint32_t bytes) {
    if (auto hazard = races_.write(issuer, pc, phase, address, bytes)) report(*hazard);
  });
}

void WorkgroupMonitor::land_all(int wave, uint8_t* lds) {
  for (int c = 0; c < kAsyncCounterCount; ++c) wait(wave, AsyncCounter(c), 0, lds);
}

void WorkgroupMonitor::check_read(int wave, uint32_t index, uint32_t address, uint32_t bytes) {
  if (auto hazard = tracker_.check_read(wave, index, address, bytes)) report(*hazard);
  if (auto hazard = races_.read(wave, index, phase_[size_t(wave)], address, bytes)) report(*hazard);
}

void WorkgroupMonitor::check_write(int wave, uint32_t index, uint32_t address, uint32_t bytes) {
  if (auto hazard = tracker_.check_write(wave, index, address, bytes)) report(*hazard);
  if (auto hazard = races_.write(wave, index, phase_[size_t(wave)], address, bytes)) report(*hazard);
}

std::string WorkgroupMonitor::describe(const Hazard& h) const {
  auto where = [&](uint32_t index) -> std::string {
    if (program_ == nullptr || index >= program_->offsets.size()) return fmt::format("instruction {}", index);
    return fmt::format("'{}' at PC {:#x}", program_->texts[index], program_->offsets[index]);
  };
  const char* second_verb = h.second_write ? "writes" : "reads";
  switch (h.kind) {
    case HazardKind::missing_wait:
      return fmt::format("hazard: missing {}: {} (wave {}) {} LDS {:#x}, which {} (wave {}) is still writing",
                         async_counter_wait_name(AsyncCounter(h.counter)), where(h.second_pc), h.second_wave,
                         second_verb, h.address, where(h.first_pc), h.first_wave);
    case HazardKind::source_overwritten:
      return fmt::format("hazard: missing {}: {} (wave {}) overwrites LDS {:#x}, the source of {} (wave {}) still in flight",
                         async_counter_wait_name(AsyncCounter(h.counter)), where(h.second_pc), h.second_wave, h.address,
                         where(h.first_pc), h.first_wave);
    case HazardKind::lds_race:
      return fmt::format("hazard: LDS race (missing barrier): {} (wave {}) {} LDS {:#x}, which {} (wave {}) {} with no "
                         "barrier between them",
                         where(h.second_pc), h.second_wave, second_verb, h.address, where(h.first_pc), h.first_wave,
                         h.first_write ? "wrote" : "read");
    case HazardKind::uninitialized_read:
      return fmt::format("hazard: {} (wave {}) reads LDS {:#x}, which nothing wrote", where(h.second_pc), h.second_wave,
                         h.address);
  }
  return "hazard";
}

void WorkgroupMonitor::report(const Hazard& hazard) const { raise_fault(describe(hazard)); }

}  // namespace gfxtile::emu
