#include "emu/scheduler.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <mutex>
#include <string_view>
#include <thread>
#include <vector>

#include <fmt/format.h>

#include "core/error.h"
#include "emu/gfx12.h"
#include "emu/program.h"
#include "emu/timing/recorder.h"
#include "emu/wave_state.h"
#include "emu/workgroup_monitor.h"

namespace gfxtile::emu {
namespace {

constexpr uint64_t kBudgetChunk = 1 << 14;

struct SharedState {
  DispatchContext context;
  const Program* program = nullptr;
  const Launch* launch = nullptr;
  uint64_t workgroup_count = 0;
  std::atomic<uint64_t> next_workgroup{0};
  std::atomic<uint64_t> first_fault{UINT64_MAX};
  std::atomic<int64_t> budget{0};
  std::mutex mutex;
  std::vector<std::pair<uint64_t, Fault>> faults;
  Statistics statistics;
  Profile profile;
  int vector_rows = 0;     // VGPR rows to clear per wave
  int accumulator_rows = 0;
  std::FILE* trace = nullptr;  // Launch::trace, or stderr when GFXTILE_EMU_TRACE=1
};

// A fault with the instruction index it happened at.
struct WaveFault {
  FaultSignal signal;
  uint32_t index;
};

void trace_instruction(Wave& wave, const Instruction& instruction, uint32_t index, const Program& program, std::FILE* out) {
  std::string line = fmt::format("{:6x}  {:<60}", index < program.offsets.size() ? program.offsets[index] : 0,
                                 index < program.texts.size() ? program.texts[index] : "?");
  const Operand& first = instruction.operands[0];
  if (first.kind == OperandKind::sgpr)
    line += fmt::format(" = {:#x}", wave.sgpr[first.index]) + (first.count > 1 ? fmt::format(" {:#x}", wave.sgpr[first.index + 1]) : "");
  else if (first.is_vector())
    for (int lane = 0; lane < 4; ++lane) line += fmt::format(" {:#x}", wave.vector_row(first)[lane]);
  line += fmt::format("  exec={:#x} scc={}\n", wave.exec(), wave.scc);
  std::fputs(line.c_str(), out);
}

// Launch::timing: the instruction stream of a traced wave (null for a wave that runs untraced).
struct TimedWave {
  std::vector<timing::TraceEvent>* events = nullptr;
};

template <bool Trace, bool Profiled, bool Timed = false>
void run_wave(Wave& wave, const Instruction* code, SharedState& shared, Profile* profile, TimedWave timed = {}) {
  uint32_t index = wave.pc;
  try {
    // A time slice is one chunk of the watchdog budget: a wave that runs that long without
    // reaching a barrier lets the workgroup's other waves run (so spin-waits on LDS finish).
    if (wave.budget == 0) {
      const int64_t left = shared.budget.fetch_sub(int64_t(kBudgetChunk), std::memory_order_relaxed);
      if (left <= 0)
        raise_fault(fmt::format("watchdog: the dispatch exceeded its budget of {} wave-instructions",
                                shared.launch->instruction_budget));
      wave.budget = uint64_t(std::min<int64_t>(left, int64_t(kBudgetChunk)));
    }
    while (wave.status == WaveStatus::running) {
      if (wave.budget == 0) return;
      --wave.budget;
      index = wave.pc++;
      const Instruction& instruction = code[index];
      ++wave.statistics->instructions[instruction.instruction_class];
      if constexpr (Timed) {
        // The lines and LDS cycles of this instruction, from the counters it moves.
        Statistics& statistics = *wave.statistics;
        const uint64_t conflicts = statistics.lds_bank_conflicts;
        const uint64_t lds_bytes = statistics.lds_bytes_read + statistics.lds_bytes_written;
        wave.footprint->start_instruction();
        instruction.execute(wave, instruction);
        const uint64_t lines = wave.footprint->instruction_lines;
        wave.footprint->line_accesses += lines;
        const uint64_t extra = statistics.lds_bank_conflicts - conflicts;
        const uint64_t phases = (statistics.lds_bytes_read + statistics.lds_bytes_written - lds_bytes + 127) / 128;
        if constexpr (Profiled) {
          profile->executions[index] += 1;
          profile->bank_conflicts[index] += extra;
        }
        if (timed.events)
          timed.events->push_back({index, uint16_t(std::min<uint64_t>(lines, 0xffff)),
                                   uint16_t(std::min<uint64_t>(phases + extra, 0xffff))});
      } else if constexpr (Profiled) {
        const uint64_t conflicts = wave.statistics->lds_bank_conflicts;
        instruction.execute(wave, instruction);
        profile->executions[index] += 1;
        profile->bank_conflicts[index] += wave.statistics->lds_bank_conflicts - conflicts;
      } else {
        instruction.execute(wave, instruction);
      }
      if constexpr (Trace) trace_instruction(wave, instruction, index, *shared.program, shared.trace);
    }
  } catch (FaultSignal& signal) {
    throw WaveFault{std::move(signal), index};
  }
}

struct Worker {
  // Every wave's full register file (1040 rows of 64 lanes, about 1 MiB for 4 waves), zeroed by
  // calloc: large blocks come as fresh zero pages, so the rows a kernel never names cost nothing
  // (a zero-filling vector wrote all of it on every dispatch).
  std::unique_ptr<uint32_t[], decltype(&std::free)> registers{nullptr, &std::free};
  std::vector<uint8_t> lds;
  std::vector<uint8_t> private_memory;
  std::vector<Wave> waves;
  Statistics statistics;
  Profile profile;  // Launch::profile: counts by instruction index
  WorkgroupMonitor monitor;
  timing::Footprint footprint;  // Launch::timing
};

void initialize_wave(Wave& wave, const SharedState& shared, const uint32_t id[3], int wave_index, int lanes,
                     std::span<const uint8_t> kernarg) {
  const KernelDescriptor& descriptor = shared.program->kernel.descriptor;
  const DispatchContext& context = shared.context;
  std::memset(wave.sgpr, 0, sizeof(wave.sgpr));
  wave.scc = 0;
  wave.status = WaveStatus::running;
  wave.pc = shared.program->entry_index;
  wave.wave_index = wave_index;
  std::copy(id, id + 3, wave.workgroup_id);
  // MODE: round modes [3:0], denorm modes [7:4], dx10 clamp [8], ieee [9] (as rsrc1 gives them).
  wave.mode = uint32_t(descriptor.float_round_mode_32 | descriptor.float_round_mode_16_64 << 2 |
                       descriptor.float_denorm_mode_32 << 4 | descriptor.float_denorm_mode_16_64 << 6 |
                       (descriptor.dx10_clamp ? 1 : 0) << 8 | (descriptor.ieee_mode ? 1 : 0) << 9);
  wave.hardware_id = uint32_t(wave_index);
  int s = 0;
  auto put64 = [&](uint64_t value) {
    wave.sgpr[s++] = uint32_t(value);
    wave.sgpr[s++] = uint32_t(value >> 32);
  };
  if (descriptor.enable_private_segment_buffer) {
    // A buffer resource covering the private segment (unused with architected flat scratch).
    put64(gfx9::kPrivateApertureBase);
    wave.sgpr[s++] = context.private_bytes_per_lane * kWaveSize;
    wave.sgpr[s++] = 0x00027000;
  }
  if (descriptor.enable_dispatch_ptr) put64(context.dispatch_packet_address);
  if (descriptor.enable_queue_ptr) put64(context.queue_address);
  if (descriptor.enable_kernarg_segment_ptr) put64(context.kernarg_address);
  if (descriptor.enable_dispatch_id) put64(0);
  if (descriptor.enable_flat_scratch_init) put64(0);
  if (descriptor.enable_private_segment_size) wave.sgpr[s++] = context.private_bytes_per_lane;
  for (int i = 0; i < descriptor.kernarg_preload_length && s < gfx9::kScalarRegisterCount; ++i) {
    const size_t offset = size_t(descriptor.kernarg_preload_offset + i) * 4;
    uint32_t value = 0;
    if (offset + 4 <= kernarg.size()) std::memcpy(&value, kernarg.data() + offset, 4);
    wave.sgpr[s++] = value;
  }
  s = std::max(s, descriptor.user_sgpr_count);
  if (context.architecture == Architecture::gfx1250) {
    // gfx12: workgroup ids (or cluster ids and the position in the cluster) in TTMP9/TTMP7/TTMP6.
    const Dim3& c = shared.launch->cluster;
    gfx12::ClusterShape cluster;
    cluster.enabled = c.x != 0 || c.y != 0 || c.z != 0;
    if (cluster.enabled) cluster.size[0] = std::max(c.x, 1u), cluster.size[1] = std::max(c.y, 1u), cluster.size[2] = std::max(c.z, 1u);
    const gfx12::LaunchRegisters trap = gfx12::launch_registers(id, cluster);
    wave.sgpr[gfx12::kTtmp6] = trap.ttmp6;
    wave.sgpr[gfx12::kTtmp7] = trap.ttmp7;
    wave.sgpr[gfx12::kTtmp9] = trap.ttmp9;
  } else {
    if (descriptor.enable_workgroup_id_x) wave.sgpr[s++] = id[0];
    if (descriptor.enable_workgroup_id_y) wave.sgpr[s++] = id[1];
    if (descriptor.enable_workgroup_id_z) wave.sgpr[s++] = id[2];
    if (descriptor.enable_workgroup_info) wave.sgpr[s++] = 0;
    if (descriptor.enable_private_segment) wave.sgpr[s++] = 0;  // private segment wave offset
    // Architected flat scratch: FLAT_SCRATCH holds the wave's scratch base (the private aperture).
    wave.sgpr[gfx9::kFlatScratchLo] = uint32_t(gfx9::kPrivateApertureBase);
    wave.sgpr[gfx9::kFlatScratchLo + 1] = uint32_t(gfx9::kPrivateApertureBase >> 32);
  }
  wave.set_exec(lanes >= 64 ? ~uint64_t{0} : (uint64_t{1} << lanes) - 1);
  // v0: packed work-item ids x [9:0], y [19:10], z [29:20]. Divided once for the first lane,
  // then counted up (three divisions per lane were a visible share of small workgroups).
  const uint32_t bx = context.block[0], by = context.block[1];
  const uint32_t first = uint32_t(wave_index * context.wave_size);
  uint32_t x = first % bx, y = (first / bx) % by, z = first / (bx * by);
  for (int lane = 0; lane < kWaveSize; ++lane) {
    wave.vgpr[lane] = lane < lanes ? (x | y << 10 | z << 20) : 0;
    if (++x == bx) {
      x = 0;
      if (++y == by) y = 0, ++z;
    }
  }
}

void record_fault(SharedState& shared, uint64_t linear, Fault report) {
  std::lock_guard lock(shared.mutex);
  shared.faults.emplace_back(linear, std::move(report));
  uint64_t expected = shared.first_fault.load();
  while (linear < expected && !shared.first_fault.compare_exchange_weak(expected, linear)) {
  }
}

void run_workgroup(Worker& worker, SharedState& shared, uint64_t linear, std::span<const uint8_t> kernarg) {
  const Launch& launch = *shared.launch;
  timing::TimingRecorder* recorder = launch.timing;
  if (recorder && !recorder->runs(linear)) return;
  const uint32_t id[3] = {uint32_t(linear % launch.grid.x), uint32_t(linear / launch.grid.x % launch.grid.y),
                          uint32_t(linear / (uint64_t(launch.grid.x) * launch.grid.y))};
  const uint64_t threads = launch.block.count();
  const int wave_size = shared.context.wave_size;
  const int wave_count = int((threads + wave_size - 1) / wave_size);
  std::fill(worker.lds.begin(), worker.lds.end(), 0);
  HazardOptions hazards;
  hazards.check = launch.check_hazards;
  hazards.check_uninitialized = launch.check_uninitialized_lds;
  worker.monitor.reset(shared.program, wave_count, shared.context.lds_bytes, hazards);
  const Dim3& cluster = launch.cluster;
  worker.monitor.ib_sts2 = (cluster.x | cluster.y | cluster.z) != 0 ? 1u << 6 : 0;
  std::fill(worker.private_memory.begin(), worker.private_memory.end(), 0);
  const size_t per_wave = size_t(kVectorRows + kTemporaryRows + kVectorRegisters) * kWaveSize;
  for (int w = 0; w < wave_count; ++w) {
    Wave& wave = worker.waves[w];
    wave.vgpr = worker.registers.get() + w * per_wave;
    wave.temporary = wave.vgpr + kVectorRows * kWaveSize;  // addressable as v1024..v1031
    wave.agpr = wave.temporary + kTemporaryRows * kWaveSize;
    std::memset(wave.vgpr, 0, size_t(shared.vector_rows) * kWaveSize * 4);
    std::memset(wave.agpr, 0, size_t(shared.accumulator_rows) * kWaveSize * 4);
    wave.lds = worker.lds.data();
    wave.private_memory = worker.private_memory.data() + size_t(w) * kWaveSize * shared.context.private_bytes_per_lane;
    wave.dispatch = &shared.context;
    wave.statistics = &worker.statistics;
    wave.monitor = &worker.monitor;
    wave.budget = 0;
    wave.cached_base = wave.cached_size = 0;
    wave.cached_host = nullptr;
    wave.footprint = recorder ? &worker.footprint : nullptr;
    const int lanes = int(std::min<uint64_t>(uint64_t(wave_size), threads - uint64_t(w) * wave_size));
    initialize_wave(wave, shared, id, w, lanes, kernarg);
  }
  worker.statistics.workgroups += 1;
  worker.statistics.waves += uint64_t(wave_count);
  const Instruction* code = shared.program->instructions.data();
  int current = 0;
  timing::WorkgroupTrace trace;
  if (recorder) {
    recorder->count_run();
    if (recorder->traced(linear)) trace.linear = linear, trace.waves.resize(size_t(wave_count));
  }
  try {
    while (true) {
      // Each running wave runs until it ends, reaches a barrier or uses up its time slice.
      for (current = 0; current < wave_count; ++current) {
        Wave& wave = worker.waves[current];
        if (wave.status != WaveStatus::running) continue;
        Profile* profile = worker.profile.empty() ? nullptr : &worker.profile;
        if (recorder) {
          const TimedWave timed{trace.waves.empty() ? nullptr : &trace.waves[size_t(current)]};
          if (profile) run_wave<false, true, true>(wave, code, shared, profile, timed);
          else run_wave<false, false, true>(wave, code, shared, nullptr, timed);
        } else if (shared.trace && linear == 0 && current == 0) {
          if (profile) run_wave<true, true>(wave, code, shared, profile);
          else run_wave<true, false>(wave, code, shared, nullptr);
        } else if (profile) {
          run_wave<false, true>(wave, code, shared, profile);
        } else {
          run_wave<false, false>(wave, code, shared, nullptr);
        }
      }
      bool running = false;
      for (int w = 0; w < wave_count; ++w) running |= worker.waves[w].status == WaveStatus::running;
      if (running) continue;
      // Everyone left is at the barrier (or done): release them.
      bool waiting = false;
      for (int w = 0; w < wave_count; ++w) {
        if (worker.waves[w].status == WaveStatus::barrier) {
          worker.waves[w].status = WaveStatus::running;
          waiting = true;
        }
      }
      if (!waiting) break;
    }
    if (recorder && !trace.waves.empty()) recorder->add(std::move(trace));
  } catch (WaveFault& fault) {
    const Program& program = *shared.program;
    Fault report;
    report.kernel = program.kernel.name;
    report.pc = fault.index < program.offsets.size() ? program.offsets[fault.index] : 0;
    report.instruction = fault.index < program.texts.size() ? program.texts[fault.index] : "(past the end of the code)";
    report.workgroup = {id[0], id[1], id[2]};
    report.wave = current;
    report.lane = fault.signal.lane;
    if (fault.signal.has_address) report.address = fault.signal.address;
    report.message = fault.signal.message;
    record_fault(shared, linear, std::move(report));
  } catch (const std::exception& error) {
    // Anything else is an emulator bug; it must not escape a worker thread (that would end the
    // process), so it becomes a report too.
    Fault report;
    report.kernel = shared.program->kernel.name;
    report.workgroup = {id[0], id[1], id[2]};
    report.wave = current;
    report.message = std::string("internal emulator error: ") + error.what();
    record_fault(shared, linear, std::move(report));
  }
}

void worker_loop(SharedState& shared, std::span<const uint8_t> kernarg) {
  Worker worker;
  const uint64_t threads = shared.launch->block.count();
  const int wave_count = int((threads + shared.context.wave_size - 1) / shared.context.wave_size);
  worker.registers.reset(static_cast<uint32_t*>(
      std::calloc(size_t(kVectorRows + kTemporaryRows + kVectorRegisters) * kWaveSize * size_t(wave_count), sizeof(uint32_t))));
  if (!worker.registers) throw std::bad_alloc();
  worker.lds.assign(shared.context.lds_bytes + 16, 0);
  worker.private_memory.assign(size_t(shared.context.private_bytes_per_lane) * kWaveSize * size_t(wave_count), 0);
  worker.waves.resize(size_t(wave_count));
  if (shared.launch->profile) {
    worker.profile.executions.assign(shared.program->instructions.size(), 0);
    worker.profile.bank_conflicts.assign(shared.program->instructions.size(), 0);
  }
  while (true) {
    const uint64_t linear = shared.next_workgroup.fetch_add(1);
    if (linear >= shared.workgroup_count) break;
    // Workgroups are handed out in order and first_fault only falls: after a fault every later
    // workgroup would be skipped, one by one (hours for a grid of 2^32 workgroups).
    if (linear > shared.first_fault.load()) break;
    run_workgroup(worker, shared, linear, kernarg);
  }
  std::lock_guard lock(shared.mutex);
  shared.statistics.merge(worker.statistics);
  shared.profile.merge(worker.profile);
  if (shared.launch->timing) shared.launch->timing->add(worker.footprint);
}

// The highest VGPR and AGPR any instruction names, so that only those are cleared per wave.
void register_extent(const Program& program, int& vector_rows, int& accumulator_rows) {
  vector_rows = 1;
  accumulator_rows = 0;
  for (const Instruction& instruction : program.instructions)
    for (const Operand& operand : instruction.operands) {
      if (operand.kind == OperandKind::vgpr) vector_rows = std::max(vector_rows, operand.index + operand.count + 8);
      if (operand.kind == OperandKind::agpr) accumulator_rows = std::max(accumulator_rows, operand.index + operand.count + 8);
    }
  vector_rows = std::min(vector_rows, kVectorRows);
  accumulator_rows = std::min(accumulator_rows, kVectorRegisters);
}

}  // namespace

DispatchResult run_dispatch(DeviceMemory& memory, const Program& program, const Launch& launch,
                            std::span<const uint8_t> kernarg) {
  const KernelCode& kernel = program.kernel;
  if (launch.grid.count() == 0) fail("dispatch of '{}': the grid is empty", kernel.name);
  if (launch.block.count() == 0 || launch.block.count() > 1024)
    fail("dispatch of '{}': a block of {} work-items (1..1024 allowed)", kernel.name, launch.block.count());
  if (kernel.metadata.max_flat_workgroup_size && launch.block.count() > kernel.metadata.max_flat_workgroup_size)
    fail("dispatch of '{}': a block of {} work-items exceeds the kernel's maximum of {}", kernel.name,
         launch.block.count(), kernel.metadata.max_flat_workgroup_size);
  const uint64_t lds = workgroup_lds_bytes(program, launch.dynamic_lds_bytes);
  if (const std::string shortfall = lds_shortfall(program, launch.dynamic_lds_bytes); !shortfall.empty())
    fail("dispatch of '{}': {} ({} static + {} dynamic)", kernel.name, shortfall, kernel.descriptor.group_segment_fixed_size,
         launch.dynamic_lds_bytes);
  // Scratch per lane: hardware's wave scratch size field allows 128 KiB per lane (gfx9, wave64);
  // a corrupt descriptor's 4 GiB would be allocated per wave (found by tests/fuzz/dispatch_fuzzer).
  constexpr uint64_t kLargestPrivateBytesPerLane = uint64_t{256} << 10;
  if (kernel.descriptor.private_segment_fixed_size > kLargestPrivateBytesPerLane)
    fail("dispatch of '{}': {} bytes of private memory per lane exceed the emulator's {} KiB", kernel.name,
         kernel.descriptor.private_segment_fixed_size, kLargestPrivateBytesPerLane >> 10);

  SharedState shared;
  shared.program = &program;
  shared.launch = &launch;
  shared.workgroup_count = launch.grid.count();
  shared.budget = int64_t(std::min<uint64_t>(launch.instruction_budget, uint64_t{1} << 62));
  register_extent(program, shared.vector_rows, shared.accumulator_rows);
  shared.trace = launch.trace;
  if (const char* trace = std::getenv("GFXTILE_EMU_TRACE"); !shared.trace && trace && std::string_view(trace) == "1")
    shared.trace = stderr;
  DispatchContext& context = shared.context;
  context.program = &program;
  context.memory = &memory;
  context.architecture = program.target.architecture;
  context.wave_size = program.target.properties().wave_size;
  context.lds_bytes = uint32_t(lds);
  context.private_bytes_per_lane = kernel.descriptor.private_segment_fixed_size;
  context.block[0] = launch.block.x, context.block[1] = launch.block.y, context.block[2] = launch.block.z;
  context.grid[0] = launch.grid.x, context.grid[1] = launch.grid.y, context.grid[2] = launch.grid.z;

  // The kernarg segment, an AQL dispatch packet and an empty queue live in device memory.
  // Slack past the end, as pack_arguments gives: LLVM merges argument loads into wide scalar loads
  // (s_load_dwordx4 at the last 12 bytes), which hardware kernarg buffers allow.
  std::vector<uint8_t> segment(kernarg.begin(), kernarg.end());
  segment.resize(kernarg.size() + 64, 0);
  context.kernarg_address = memory.allocate(segment.size());
  memory.copy_to_device(context.kernarg_address, segment.data(), segment.size());
  context.dispatch_packet_address = memory.allocate(64);
  {
    uint8_t packet[64] = {};
    auto put16 = [&](int offset, uint16_t value) { std::memcpy(packet + offset, &value, 2); };
    auto put32 = [&](int offset, uint32_t value) { std::memcpy(packet + offset, &value, 4); };
    auto put64 = [&](int offset, uint64_t value) { std::memcpy(packet + offset, &value, 8); };
    put16(2, uint16_t(launch.grid.z > 1 || launch.block.z > 1 ? 3 : launch.grid.y > 1 || launch.block.y > 1 ? 2 : 1));
    put16(4, uint16_t(launch.block.x)), put16(6, uint16_t(launch.block.y)), put16(8, uint16_t(launch.block.z));
    put32(12, launch.grid.x * launch.block.x), put32(16, launch.grid.y * launch.block.y);
    put32(20, launch.grid.z * launch.block.z);
    put32(24, context.private_bytes_per_lane), put32(28, uint32_t(lds));
    put64(40, context.kernarg_address);
    memory.copy_to_device(context.dispatch_packet_address, packet, sizeof(packet));
  }
  context.queue_address = memory.allocate(256);

  int threads = launch.host_threads > 0 ? launch.host_threads : int(std::max(1u, std::thread::hardware_concurrency()));
  threads = int(std::min<uint64_t>(uint64_t(threads), shared.workgroup_count));
  std::span<const uint8_t> device_kernarg(memory.translate(context.kernarg_address, kernarg.size()), kernarg.size());
  if (threads <= 1) {
    worker_loop(shared, device_kernarg);
  } else {
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back([&] { worker_loop(shared, device_kernarg); });
    for (auto& thread : pool) thread.join();
  }
  memory.free(context.kernarg_address);
  memory.free(context.dispatch_packet_address);
  memory.free(context.queue_address);

  DispatchResult result;
  result.statistics = shared.statistics;
  result.profile = std::move(shared.profile);
  if (!shared.faults.empty()) {
    auto first = std::min_element(shared.faults.begin(), shared.faults.end(),
                                  [](const auto& a, const auto& b) { return a.first < b.first; });
    result.fault = std::move(first->second);
  }
  return result;
}

}  // namespace gfxtile::emu
