#include "emu/workgroup_monitor.h"

#include <cctype>
#include <cstdlib>
#include <cstring>

#include <fmt/format.h>

#include "emu/gfx12.h"
#include "emu/program.h"
#include "emu/semantics/common.h"
#include "emu/wave_state.h"

namespace gfxtile::emu {

namespace {
// GFXTILE_EMU_HAZARDS=1 turns hazard checking on for every dispatch (=2: uninitialized LDS too),
// so that any test suite can be run under it.
int hazards_from_environment() {
  static const int level = [] {
    const char* value = std::getenv("GFXTILE_EMU_HAZARDS");
    return value == nullptr ? 0 : std::atoi(value);
  }();
  return level;
}
}  // namespace

void WorkgroupMonitor::reset(const Program* program, int wave_count, uint32_t lds_bytes, const HazardOptions& options) {
  program_ = program;
  options_ = options;
  if (const int level = hazards_from_environment(); level > 0) {
    options_.check = true;
    options_.check_uninitialized = options_.check_uninitialized || level > 1;
  }
  tracker_.reset(wave_count, lds_bytes, options_.check);
  if (options_.check) races_.reset(lds_bytes, options_.check_uninitialized);
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

void WorkgroupMonitor::execute_checked(Wave& wave, const Instruction& in, uint32_t index, uint32_t shape) {
  const uint32_t kind = shape & 3, operand = (shape >> 2) & 7, bytes = (shape >> 5) & 0xff;
  const bool two = (shape >> 13) & 1;
  const uint32_t scale = bytes * (((shape >> 14) & 1) ? 64 : 1);
  const Lanes base = lanes(wave, in.operands[operand]);
  const uint64_t lds_bytes = wave.dispatch->lds_bytes;
  // Every lane's accesses, before the operation runs (it may overwrite the address register).
  struct Range {
    uint32_t address;
    uint8_t before[16];
  };
  Range ranges[2 * kWaveSize];
  int count = 0;
  for_each_lane(wave.exec(), [&](int l) {
    for (int half = 0; half < (two ? 2 : 1); ++half) {
      const uint64_t address = two ? uint64_t(base[l]) + uint32_t(half ? in.offset1 : in.offset) * scale
                                   : uint64_t(base[l]) + uint32_t(in.offset);
      if (address + bytes > lds_bytes || bytes > 16) continue;  // the operation itself reports the fault
      if (shape & kLdsAtomic) {
        // Only in-flight asynchronous writes matter to an atomic; atomics do not race.
        if (auto hazard = tracker_.check_write(wave.wave_index, index, uint32_t(address), bytes)) report(*hazard);
        continue;
      }
      if (kind & kLdsRead) check_read(wave.wave_index, index, uint32_t(address), bytes);
      if (kind & kLdsWrite) {
        if (auto hazard = tracker_.check_write(wave.wave_index, index, uint32_t(address), bytes)) report(*hazard);
        Range& range = ranges[count++];
        range.address = uint32_t(address);
        std::memcpy(range.before, wave.lds + address, bytes);
      }
    }
  });
  in.inner(wave, in);
  // A write that leaves bytes another wave already wrote unchanged (waves storing the same
  // replicated value) is not a race: only bytes that change, or that nothing wrote before,
  // count as written.
  for (int r = 0; r < count; ++r) {
    const Range& range = ranges[r];
    uint32_t b = 0;
    while (b < bytes) {
      const uint32_t start = b;
      auto counts = [&](uint32_t i) {
        return wave.lds[range.address + i] != range.before[i] || !races_.written(range.address + i);
      };
      while (b < bytes && counts(b)) ++b;
      if (b > start)
        if (auto hazard = races_.write(wave.wave_index, index, phase_[size_t(wave.wave_index)], range.address + start, b - start))
          report(*hazard);
      while (b < bytes && !counts(b)) ++b;
    }
  }
}

uint32_t lds_access_shape(std::string_view m, const Instruction& in) {
  if (!m.starts_with("ds_")) return 0;
  for (std::string_view skip : {"ds_bpermute", "ds_permute", "ds_swizzle", "ds_nop", "ds_load_tr", "ds_read_b64_tr",
                                "ds_append", "ds_consume", "ds_gws"})
    if (m.starts_with(skip)) return 0;
  // Bytes: the number after the last "b", "u", "i" or "f" in the name ("b128", "u16", "f32").
  uint32_t bytes = 4;
  for (size_t i = m.size(); i-- > 0;) {
    if ((m[i] == 'b' || m[i] == 'u' || m[i] == 'i' || m[i] == 'f') && i + 1 < m.size() && std::isdigit(m[i + 1])) {
      uint32_t bits = 0;
      for (size_t j = i + 1; j < m.size() && std::isdigit(m[j]); ++j) bits = bits * 10 + uint32_t(m[j] - '0');
      if (bits >= 8 && bits <= 128 && bits % 8 == 0) {
        bytes = bits / 8;
        break;
      }
    }
  }
  const bool read = m.starts_with("ds_read") || m.starts_with("ds_load");
  const bool write = m.starts_with("ds_write") || m.starts_with("ds_store");
  const bool two = m.find("2addr") != std::string_view::npos || m.starts_with("ds_read2") || m.starts_with("ds_write2");
  const bool stride64 = m.find("st64") != std::string_view::npos || m.find("stride64") != std::string_view::npos;
  uint32_t kind = read ? kLdsRead : write ? kLdsWrite : (kLdsRead | kLdsWrite);  // the rest are atomics
  // Address operand: loads and returning atomics (a "_rtn" name or a VGPR destination before
  // the address) have the destination first.
  uint32_t operand = 0;
  if (read || m.find("_rtn") != std::string_view::npos) operand = 1;
  (void)in;
  const uint32_t atomic = (read || write) ? 0 : kLdsAtomic;
  return kind | operand << 2 | bytes << 5 | uint32_t(two) << 13 | uint32_t(stride64) << 14 | atomic;
}

namespace {

// gfx1250 bank conflicts under its own model (gfx12::lds_bank_conflicts), from the addresses
// before the operation runs (a load may overwrite its address register).
uint64_t gfx12_bank_conflicts(Wave& wave, const Instruction& in, uint32_t shape) {
  const uint32_t operand = (shape >> 2) & 7, bytes = (shape >> 5) & 0xff;
  const bool two = (shape >> 13) & 1;
  const uint32_t scale = bytes * (((shape >> 14) & 1) ? 64 : 1);
  const Lanes base = lanes(wave, in.operands[operand]);
  const uint64_t mask = wave.exec() & 0xffffffffu;
  uint32_t addresses[32];
  uint64_t conflicts = 0;
  for (int half = 0; half < (two ? 2 : 1); ++half) {
    for_each_lane(mask, [&](int l) {
      addresses[l] = two ? base[l] + uint32_t(half ? in.offset1 : in.offset) * scale : base[l] + uint32_t(in.offset);
    });
    conflicts += gfx12::lds_bank_conflicts(addresses, mask, bytes);
  }
  return conflicts;
}

void execute_lds_checked(Wave& wave, const Instruction& in) {
  const uint32_t index = wave.pc - 1;
  const uint32_t shape = wave.dispatch->program->lds_access[index];
  WorkgroupMonitor* monitor = wave.monitor;
  const bool checking = monitor != nullptr && monitor->checking();
  if (wave.dispatch->architecture != Architecture::gfx1250) {
    if (checking) monitor->execute_checked(wave, in, index, shape);
    else in.inner(wave, in);
    return;
  }
  // The shared LDS semantics count conflicts under the gfx9 model; gfx1250's replaces it.
  const uint64_t conflicts = gfx12_bank_conflicts(wave, in, shape);
  const uint64_t before = wave.statistics->lds_bank_conflicts;
  if (checking) monitor->execute_checked(wave, in, index, shape);
  else in.inner(wave, in);
  wave.statistics->lds_bank_conflicts = before + conflicts;
}

void execute_barrier_checked(Wave& wave, const Instruction& in) {
  if (wave.monitor != nullptr) {
    wave.monitor->barrier_signal(wave.wave_index);
    wave.monitor->barrier_wait(wave.wave_index);
  }
  in.inner(wave, in);
}

}  // namespace

namespace {

// ---- gfx9 LDS DMA (buffer/global loads into LDS at M0), counted on VMcnt ----

// The load writes LDS at once (shared semantics); the wrapper restores the old bytes and stages
// the new ones in the tracker, so that they land on the s_waitcnt vmcnt that covers the load.
void execute_lds_dma(Wave& wave, const Instruction& in) {
  WorkgroupMonitor* monitor = wave.monitor;
  const uint32_t bytes = in.parameter[0];
  if (monitor == nullptr || bytes == 0 || bytes > 16) {
    in.inner(wave, in);
    return;
  }
  const uint64_t base = uint64_t(wave.sgpr[gfx9::kM0] & 0x3ffff) + uint32_t(in.offset);
  const uint64_t exec = wave.exec();
  const uint64_t lds_bytes = wave.dispatch->lds_bytes;
  uint8_t saved[kWaveSize * 16];
  for_each_lane(exec, [&](int l) {
    const uint64_t address = base + uint64_t(l) * bytes;
    if (address + bytes <= lds_bytes) std::memcpy(saved + l * 16, wave.lds + address, bytes);
  });
  in.inner(wave, in);  // out-of-range accesses fault here
  AsyncTracker& tracker = monitor->tracker();
  tracker.begin(wave.wave_index, AsyncCounter::vm, wave.pc - 1);
  for_each_lane(exec, [&](int l) {
    const uint64_t address = base + uint64_t(l) * bytes;
    std::memcpy(tracker.stage_write(uint32_t(address), bytes), wave.lds + address, bytes);
    std::memcpy(wave.lds + address, saved + l * 16, bytes);
  });
  tracker.end();
}

// Other vector memory operations count on VMcnt too (gfx9: loads, stores and atomics).
void execute_vm_counted(Wave& wave, const Instruction& in) {
  if (wave.monitor != nullptr) wave.monitor->tracker().count_other(wave.wave_index, AsyncCounter::vm);
  in.inner(wave, in);
}

// s_waitcnt with a vmcnt (in `immediate`, set at decode): LDS DMA older than that lands.
void execute_waitcnt(Wave& wave, const Instruction& in) {
  if (wave.monitor != nullptr) wave.monitor->wait(wave.wave_index, AsyncCounter::vm, in.immediate, wave.lds);
  in.inner(wave, in);
}

void execute_endpgm_landing(Wave& wave, const Instruction& in) {
  if (wave.monitor != nullptr) wave.monitor->land_all(wave.wave_index, wave.lds);
  in.inner(wave, in);
}

// The vmcnt of an s_waitcnt's text ("s_waitcnt vmcnt(2) lgkmcnt(0)"); none: 63 (no wait).
uint32_t waitcnt_vmcnt(std::string_view text) {
  const size_t at = text.find("vmcnt(");
  if (at != std::string_view::npos) return uint32_t(std::strtoul(std::string(text.substr(at + 6)).c_str(), nullptr, 0));
  const size_t space = text.find(' ');
  if (space == std::string_view::npos) return 63;
  const std::string operand(text.substr(space + 1));
  if (operand.empty() || !std::isdigit(static_cast<unsigned char>(operand[0]))) return 63;
  const uint32_t simm16 = uint32_t(std::strtoul(operand.c_str(), nullptr, 0));
  return (simm16 & 0xf) | ((simm16 >> 14) & 3) << 4;  // gfx9 encoding
}

bool is_vector_memory(std::string_view mnemonic) {
  return mnemonic.starts_with("global_") || mnemonic.starts_with("buffer_") || mnemonic.starts_with("flat_") ||
         mnemonic.starts_with("scratch_");
}

bool is_lds_dma(std::string_view mnemonic, const Instruction& instruction) {
  return is_vector_memory(mnemonic) && ((instruction.flags & kFlagLds) || mnemonic.find("_load_lds_") != std::string_view::npos);
}

// gfx9 kernels with LDS DMA: the DMA, the other VMcnt operations, s_waitcnt and s_endpgm get
// wrappers (kernels without LDS DMA are left alone).
void install_lds_dma(Program& program) {
  if (program.target.architecture == Architecture::gfx1250) return;
  auto mnemonic_of = [&](size_t i) {
    const std::string_view text = program.texts[i];
    return text.substr(0, text.find(' '));
  };
  bool any = false;
  for (size_t i = 0; i < program.texts.size(); ++i) any = any || is_lds_dma(mnemonic_of(i), program.instructions[i]);
  if (!any) return;
  for (size_t i = 0; i < program.texts.size(); ++i) {
    Instruction& instruction = program.instructions[i];
    if (instruction.inner != nullptr || instruction.execute == nullptr) continue;
    const std::string_view mnemonic = mnemonic_of(i);
    Handler wrapper = nullptr;
    if (is_lds_dma(mnemonic, instruction)) wrapper = execute_lds_dma;
    else if (is_vector_memory(mnemonic)) wrapper = execute_vm_counted;
    else if (mnemonic == "s_waitcnt") wrapper = execute_waitcnt, instruction.immediate = waitcnt_vmcnt(program.texts[i]);
    else if (mnemonic == "s_endpgm") wrapper = execute_endpgm_landing;
    if (wrapper == nullptr) continue;
    instruction.inner = instruction.execute;
    instruction.execute = wrapper;
  }
}

}  // namespace

void install_lds_checks(Program& program) {
  program.lds_access.assign(program.instructions.size(), 0);
  install_lds_dma(program);
  for (size_t i = 0; i < program.instructions.size(); ++i) {
    Instruction& instruction = program.instructions[i];
    if (instruction.inner != nullptr) continue;  // already wrapped (DPP, VOPD, scale_offset, LDS DMA)
    const std::string_view text = program.texts[i];
    const std::string_view mnemonic = text.substr(0, text.find(' '));
    if (program.target.architecture != Architecture::gfx1250 && mnemonic == "s_barrier") {
      instruction.inner = instruction.execute;
      instruction.execute = execute_barrier_checked;
      continue;
    }
    const uint32_t shape = lds_access_shape(mnemonic, instruction);
    if (shape == 0) continue;
    program.lds_access[i] = shape;
    instruction.inner = instruction.execute;
    instruction.execute = execute_lds_checked;
  }
}

}  // namespace gfxtile::emu
