// The timing model's simulation (docs/timing.md). Every traced workgroup's recorded instruction
// stream is replayed on modelled compute units:
//  - each wave issues in order; an instruction waits for its source registers' ready times (ALU
//    and matrix results) and, at s_waitcnt / s_wait_*, for the counters it names;
//  - a SIMD issues one instruction per cycle and owns a scalar, vector, transcendental and matrix
//    unit; LDS, the vector memory path (L1) and scalar memory are per CU; an instruction issues
//    when its unit is free;
//  - global accesses are served by the CU's share of L2 and HBM bandwidth (distinct lines of the
//    dispatch are HBM traffic, the rest L2), after a latency;
//  - barriers (full and split) release when every live wave of the workgroup has arrived;
//  - workgroups are placed on CUs at the kernel's occupancy, the next one whenever a slot frees
//    (the earliest free slot over all CUs), so ragged grids get their tail;
//  - a sample of a large grid runs on the share of the CUs it fills with the real machine's
//    workgroups per CU (plan_sample), so it runs the real machine's rounds.
// A min-heap of CUs keyed by their next issue time orders the events; everything is deterministic.

#include "emu/timing/model.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <queue>

#include "emu/emulator.h"
#include "emu/program.h"
#include "hsaco/occupancy.h"

namespace gfxtile::emu::timing {
namespace {

constexpr uint64_t kNever = std::numeric_limits<uint64_t>::max();

// A register operand as a range of dense register numbers (only registers the program names).
struct RegisterRange {
  uint16_t first = 0, count = 0;
};

struct StaticInstruction {
  InstructionCost cost;
  RegisterRange sources[5];
  RegisterRange destinations[2];
  uint8_t source_count = 0, destination_count = 0;
  int8_t source_c = -1;  // index into sources of a matrix op's accumulator input
};

struct Tables {
  std::vector<StaticInstruction> instructions;
  int registers = 0;
};

int register_key(const Operand& operand, int& base) {
  // sgpr [0, 256), vgpr [256, 256 + 1040), agpr after.
  if (operand.kind == OperandKind::sgpr) return base = 0, operand.index;
  if (operand.kind == OperandKind::vgpr) return base = 256, 256 + operand.index;
  if (operand.kind == OperandKind::agpr) return base = 256 + 1040, 256 + 1040 + operand.index;
  return -1;
}

Tables build_tables(const Program& program, const Machine& machine) {
  Tables tables;
  constexpr int kKeys = 256 + 1040 + 520;
  std::vector<int> dense(kKeys, -1);
  auto range = [&](const Operand& operand) {
    int base = 0;
    const int key = register_key(operand, base);
    RegisterRange r;
    if (key < 0) return r;
    const int count = std::max<int>(1, operand.count);
    for (int i = 0; i < count && key + i < kKeys; ++i)
      if (dense[size_t(key + i)] < 0) dense[size_t(key + i)] = tables.registers++;
    // Dense numbers of one operand are consecutive only when first seen together; keep the
    // operand's registers by their first dense number and count, remapped below if needed.
    r.first = uint16_t(dense[size_t(key)]);
    r.count = uint16_t(count);
    bool consecutive = true;
    for (int i = 1; i < count && key + i < kKeys; ++i) consecutive &= dense[size_t(key + i)] == dense[size_t(key)] + i;
    if (!consecutive) {
      // Give the operand a fresh consecutive block; other operands keep their own numbers (a
      // register then has two numbers: a dependency through it may be missed, never invented).
      r.first = uint16_t(tables.registers);
      tables.registers += count;
    }
    return r;
  };
  tables.instructions.resize(program.instructions.size());
  for (size_t i = 0; i < program.instructions.size(); ++i) {
    const Instruction& instruction = program.instructions[i];
    StaticInstruction& s = tables.instructions[i];
    s.cost = machine.cost(machine, i < program.texts.size() ? std::string_view(program.texts[i]) : std::string_view(), instruction);
    for (int o = 0; o < instruction.operand_count && o < 6; ++o) {
      const Operand& operand = instruction.operands[o];
      if (!operand.is_register()) continue;
      const RegisterRange r = range(operand);
      if (o < instruction.first_source) {
        if (s.destination_count < 2) s.destinations[s.destination_count++] = r;
      } else if (s.source_count < 5) {
        if (s.cost.reads_source_c && o == 3) s.source_c = int8_t(s.source_count);
        s.sources[s.source_count++] = r;
      }
    }
  }
  tables.registers = std::max(tables.registers, 1);
  return tables;
}

struct Queue {  // completion times of one counter's outstanding operations, oldest first
  std::vector<uint64_t> times;
  size_t head = 0;
  size_t size() const { return times.size() - head; }
  void push(uint64_t time) {
    if (head > 64 && head * 2 > times.size()) times.erase(times.begin(), times.begin() + long(head)), head = 0;
    times.push_back(size() ? std::max(time, times.back()) : time);  // the counters decrement in order
  }
  // The time at which at most `limit` remain.
  uint64_t time_for(size_t limit) const { return size() <= limit ? 0 : times[head + size() - limit - 1]; }
  void retire(uint64_t now) {
    while (size() && times[head] <= now) ++head;
  }
  uint64_t last() const { return size() ? times.back() : 0; }
};

struct WaveSlot {
  const std::vector<TraceEvent>* events = nullptr;
  size_t position = 0;
  int simd = 0, group = -1;
  bool active = false, blocked = false;
  uint64_t next_issue = 0, ready_at = 0, last_issue = 0;
  int signals = 0, waits = 0, waiting_generation = 0;
  uint8_t ready_cause = 0;  // 0 in order, 1 dependency, 2 memory wait
  std::vector<uint64_t> ready, matrix_ready;
  std::array<Queue, kCounterCount> counters;
  uint64_t finish = 0;
};

struct GroupSlot {
  bool active = false;
  uint32_t linear = 0;
  int wave_count = 0, ended = 0, first_wave = 0;
  uint64_t finish = 0;
  std::vector<int> arrivals;
  std::vector<uint64_t> arrival_time;
};

struct Totals {
  std::array<uint64_t, kPipeCount> busy{};
  std::array<uint64_t, kPipeCount> issue{};
  std::array<uint64_t, kPipeCount> stall_pipe{};
  uint64_t stall_dependency = 0, stall_memory = 0, stall_barrier = 0;
};

struct Simulation;

struct ComputeUnit {
  int index = 0;
  std::vector<WaveSlot> waves;
  std::vector<GroupSlot> groups;
  std::vector<std::array<uint64_t, 4>> simd_unit_free;  // scalar, vector, transcendental, matrix
  uint64_t lds_free = 0, memory_path_free = 0;
  double fabric_free = 0;  // fractional: a line's share of bandwidth is rarely whole cycles
  int next_simd = 0;
  int resident = 0;
  uint64_t busy_since = 0;
  int chosen = -1;
  uint64_t chosen_time = kNever;
  // This CU's share of the totals, to weigh a sample's CUs as the real machine's mix.
  uint64_t placed = 0, busy_cycles = 0;
  std::array<uint64_t, kPipeCount> pipe_busy{};
  double fabric_busy = 0;
};

struct Simulation {
  const Machine& machine;
  const Tables& tables;
  std::vector<WorkgroupTrace>& traces;
  int waves_per_group = 0;
  double fabric_cycles_per_line = 0;  // this CU's share of L2 and HBM bandwidth
  double memory_latency = 0;
  std::vector<ComputeUnit> units;
  Totals totals;
  bool timeline = false;
  size_t timeline_limit = 0;
  std::vector<TimelineEntry>* timeline_entries = nullptr;

  Simulation(const Machine& m, const Tables& t, std::vector<WorkgroupTrace>& w) : machine(m), tables(t), traces(w) {}

  static size_t unit_of(Pipe pipe) {
    switch (pipe) {
      case Pipe::scalar: return 0;
      case Pipe::vector: return 1;
      case Pipe::transcendental: return 2;
      case Pipe::matrix: return 3;
      default: return 4;
    }
  }

  void place(ComputeUnit& cu, uint32_t trace_index, uint64_t time) {
    int g = 0;
    while (cu.groups[size_t(g)].active) ++g;
    GroupSlot& group = cu.groups[size_t(g)];
    WorkgroupTrace& trace = traces[trace_index];
    group = GroupSlot{};
    group.active = true;
    group.linear = trace_index;
    group.wave_count = int(trace.waves.size());
    group.first_wave = g * waves_per_group;
    if (cu.resident++ == 0) cu.busy_since = time;
    ++cu.placed;
    for (int w = 0; w < group.wave_count; ++w) {
      WaveSlot& wave = cu.waves[size_t(group.first_wave + w)];
      wave.events = &trace.waves[size_t(w)];
      wave.position = 0;
      wave.simd = (cu.next_simd + w) % machine.simds_per_cu;
      wave.group = g;
      wave.active = !wave.events->empty();
      wave.blocked = false;
      wave.next_issue = time;
      wave.signals = wave.waits = 0;
      wave.ready.assign(size_t(tables.registers), 0);
      wave.matrix_ready.assign(size_t(tables.registers), 0);
      for (Queue& q : wave.counters) q.times.clear(), q.head = 0;
      wave.finish = time;
      if (!wave.active) ++group.ended;
      else compute_ready(wave);
    }
    cu.next_simd = (cu.next_simd + group.wave_count) % machine.simds_per_cu;
    if (group.ended == group.wave_count) finish_group(cu, g, time);
  }

  void compute_ready(WaveSlot& wave) {
    const TraceEvent& event = (*wave.events)[wave.position];
    const StaticInstruction& s = tables.instructions[event.index];
    uint64_t time = wave.next_issue, dependency = 0, memory = 0;
    for (int i = 0; i < s.source_count; ++i) {
      const RegisterRange& r = s.sources[i];
      const std::vector<uint64_t>& ready = i == s.source_c ? wave.matrix_ready : wave.ready;
      for (int k = 0; k < r.count; ++k) dependency = std::max(dependency, ready[size_t(r.first + k)]);
    }
    if (s.cost.pipe == Pipe::wait)
      for (int c = 0; c < kCounterCount; ++c)
        if (s.cost.wait_limit[c] != 255) memory = std::max(memory, wave.counters[size_t(c)].time_for(s.cost.wait_limit[c]));
    wave.ready_cause = 0;
    if (dependency > time) time = dependency, wave.ready_cause = 1;
    if (memory > time) time = memory, wave.ready_cause = 2;
    wave.ready_at = time;
  }

  // The earliest cycle the wave's next instruction could issue, with its units.
  uint64_t issue_time(const ComputeUnit& cu, const WaveSlot& wave) const {
    const TraceEvent& event = (*wave.events)[wave.position];
    const InstructionCost& cost = tables.instructions[event.index].cost;
    // A SIMD issues at most one instruction of each type per cycle, from different waves (the
    // GCN/CDNA issue rule), so only the instruction's own unit can hold it back.
    uint64_t time = wave.ready_at;
    if (cost.barrier != BarrierKind::none) return wave.ready_at;
    const size_t unit = unit_of(cost.pipe);
    if (unit < 4) time = std::max(time, cu.simd_unit_free[size_t(wave.simd)][unit]);
    else if (cost.pipe == Pipe::lds) time = std::max(time, cu.lds_free);
    else if (cost.pipe == Pipe::vector_memory) time = std::max(time, cu.memory_path_free);
    return time;
  }

  void choose(ComputeUnit& cu) const {
    cu.chosen = -1;
    cu.chosen_time = kNever;
    for (size_t w = 0; w < cu.waves.size(); ++w) {
      const WaveSlot& wave = cu.waves[w];
      if (!wave.active || wave.blocked) continue;
      // Ties go to the wave that issued least recently (the arbiter's age order).
      const uint64_t time = issue_time(cu, wave);
      if (time < cu.chosen_time || (time == cu.chosen_time && wave.last_issue < cu.waves[size_t(cu.chosen)].last_issue))
        cu.chosen_time = time, cu.chosen = int(w);
    }
  }

  void finish_group(ComputeUnit& cu, int g, uint64_t time) {
    GroupSlot& group = cu.groups[size_t(g)];
    uint64_t finish = time;
    for (int w = 0; w < group.wave_count; ++w) finish = std::max(finish, cu.waves[size_t(group.first_wave + w)].finish);
    group.finish = finish;
    group.active = false;
    if (--cu.resident == 0) cu.busy_cycles += finish - cu.busy_since;
    finished.push_back({finish, cu.index});
  }

  void try_release(ComputeUnit& cu, GroupSlot& group, uint64_t now) {
    for (int w = 0; w < group.wave_count; ++w) {
      WaveSlot& wave = cu.waves[size_t(group.first_wave + w)];
      if (!wave.active || !wave.blocked) continue;
      const size_t generation = size_t(wave.waiting_generation);
      if (generation >= group.arrivals.size() || group.arrivals[generation] + group.ended < group.wave_count) continue;
      const uint64_t release = std::max(group.arrival_time[generation], now) + uint64_t(machine.barrier_latency);
      totals.stall_barrier += release - wave.next_issue;
      wave.blocked = false;
      wave.next_issue = release;
      advance(cu, wave);
    }
  }

  void arrive(GroupSlot& group, int generation, uint64_t time) {
    if (size_t(generation) >= group.arrivals.size()) group.arrivals.resize(size_t(generation) + 1, 0), group.arrival_time.resize(size_t(generation) + 1, 0);
    group.arrivals[size_t(generation)] += 1;
    group.arrival_time[size_t(generation)] = std::max(group.arrival_time[size_t(generation)], time);
  }

  // Moves past the current instruction; ends the wave after its last.
  void advance(ComputeUnit& cu, WaveSlot& wave) {
    const uint32_t index = (*wave.events)[wave.position].index;
    ++wave.position;
    if (wave.position >= wave.events->size()) {
      wave.active = false;
      uint64_t finish = wave.next_issue;
      for (const Queue& q : wave.counters) finish = std::max(finish, q.last());
      wave.finish = finish;
      GroupSlot& group = cu.groups[size_t(wave.group)];
      group.ended += 1;
      if (group.ended == group.wave_count) finish_group(cu, wave.group, finish);
      else try_release(cu, group, wave.next_issue);
      return;
    }
    if ((*wave.events)[wave.position].index != index + 1) wave.next_issue += uint64_t(machine.branch_taken_cycles);
    compute_ready(wave);
  }

  void step(ComputeUnit& cu) {
    WaveSlot& wave = cu.waves[size_t(cu.chosen)];
    const uint64_t time = cu.chosen_time;
    const TraceEvent& event = (*wave.events)[wave.position];
    const StaticInstruction& s = tables.instructions[event.index];
    const InstructionCost& cost = s.cost;
    GroupSlot& group = cu.groups[size_t(wave.group)];
    auto record = [&](uint64_t cycles, uint64_t completion) {
      if (timeline && cu.index == 0 && timeline_entries->size() < timeline_limit)
        timeline_entries->push_back({uint32_t(cu.chosen), traces[group.linear].linear > 0xffffffffu ? 0xffffffffu : uint32_t(traces[group.linear].linear),
                                     time, uint32_t(cycles), cost.pipe, event.index, completion});
    };
    if (cost.barrier != BarrierKind::none) {
      record(cost.issue_cycles, 0);  // the arrival; the release is the wave's next issue
      if (cost.barrier != BarrierKind::wait) arrive(group, wave.signals++, time);
      if (cost.barrier == BarrierKind::signal) {
        wave.next_issue = time + cost.issue_cycles;
        advance(cu, wave);
        return;
      }
      wave.waiting_generation = wave.waits++;
      wave.blocked = true;
      wave.next_issue = time;
      try_release(cu, group, time);
      return;
    }
    // Stall accounting: the cycles between in-order readiness and issue, by cause.
    const uint64_t gap_ready = wave.ready_at - std::min(wave.ready_at, wave.next_issue);
    const uint64_t gap_unit = time - wave.ready_at;
    if (wave.ready_cause == 1) totals.stall_dependency += gap_ready;
    else if (wave.ready_cause == 2) totals.stall_memory += gap_ready;
    totals.stall_pipe[size_t(cost.pipe)] += gap_unit;
    totals.issue[size_t(cost.pipe)] += cost.issue_cycles;

    uint64_t busy = cost.busy_cycles;
    wave.last_issue = time;
    const size_t unit = unit_of(cost.pipe);
    uint64_t completion = 0;
    if (unit < 4) {
      cu.simd_unit_free[size_t(wave.simd)][unit] = time + busy;
    } else if (cost.pipe == Pipe::lds) {
      busy = std::max<uint64_t>(1, uint64_t(std::ceil(double(event.lds_cycles) * 128.0 / machine.lds_bytes_per_clock)));
      cu.lds_free = time + busy;
      completion = time + busy + cost.memory_latency;
    } else if (cost.pipe == Pipe::vector_memory) {
      const double bytes = double(event.lines) * machine.cache_line_bytes;
      busy = std::max<uint64_t>(1, uint64_t(std::ceil(bytes / machine.l1_bytes_per_clock)));
      cu.memory_path_free = time + busy;
      if (event.lines == 0) {
        // Scratch (register spills) and accesses with no lane active touch no global line:
        // served by the cache hierarchy at L2 latency, without a bandwidth share.
        completion = time + busy + uint64_t(machine.memory_latency_l2);
        totals.busy[size_t(cost.pipe)] += busy;
        cu.pipe_busy[size_t(cost.pipe)] += busy;
        wave.counters[size_t(cost.counter)].push(completion);
        record(busy, completion);
        wave.last_issue = time;
        wave.next_issue = time + cost.issue_cycles;
        advance(cu, wave);
        return;
      }
      const double start = std::max(double(time), cu.fabric_free);
      cu.fabric_free = start + double(event.lines) * fabric_cycles_per_line;
      completion = std::max(time + busy, uint64_t(std::ceil(cu.fabric_free))) + uint64_t(memory_latency);
      cu.fabric_busy += cu.fabric_free - start;  // the CU's share of L2/HBM bandwidth
    } else if (cost.pipe == Pipe::scalar_memory) {
      completion = time + cost.memory_latency;
    }
    totals.busy[size_t(cost.pipe)] += busy;
    cu.pipe_busy[size_t(cost.pipe)] += busy;
    if (cost.counter != Counter::none) wave.counters[size_t(cost.counter)].push(completion ? completion : time + 1);
    if (cost.pipe == Pipe::wait)
      for (Queue& q : wave.counters) q.retire(time);
    if (cost.counter == Counter::none || cost.pipe == Pipe::matrix) {
      for (int d = 0; d < s.destination_count; ++d)
        for (int k = 0; k < s.destinations[d].count; ++k) {
          const size_t r = size_t(s.destinations[d].first + k);
          wave.ready[r] = time + cost.latency;
          wave.matrix_ready[r] = time + (cost.matrix_source_c_latency ? cost.matrix_source_c_latency : cost.latency);
        }
    }
    record(unit < 4 || cost.pipe == Pipe::lds || cost.pipe == Pipe::vector_memory ? busy : cost.issue_cycles, completion);
    wave.next_issue = time + cost.issue_cycles;
    advance(cu, wave);
  }

  std::vector<std::pair<uint64_t, int>> finished;  // (time, CU) of workgroups that ended in the last step
};

}  // namespace

SamplePlan plan_sample(uint64_t grid, uint64_t traced, int compute_units) {
  SamplePlan plan;
  if (grid == 0 || compute_units <= 0) return plan;
  const uint64_t units = uint64_t(compute_units);
  traced = std::clamp<uint64_t>(traced, 1, grid);
  plan.workgroups_per_cu = grid / units;
  const uint64_t remainder = grid % units;  // CUs of the real machine with one workgroup more
  // The share of the machine the sample fills at the real machine's workgroups per CU.
  plan.cus = int(std::clamp<uint64_t>((traced * units + grid / 2) / grid, 1, units));
  uint64_t fuller = (uint64_t(plan.cus) * remainder + units / 2) / units;
  if (remainder > 0) fuller = std::max<uint64_t>(fuller, 1);  // the fuller CUs set the makespan
  plan.fuller_cus = int(std::min<uint64_t>(fuller, uint64_t(plan.cus)));
  plan.simulated = uint64_t(plan.cus) * plan.workgroups_per_cu + uint64_t(plan.fuller_cus);
  return plan;
}

TimingReport model_dispatch(const Program& program, const Launch& launch, TimingRecorder& recorder, const Machine& machine,
                            const Statistics& statistics, const ModelOptions& options) {
  std::vector<WorkgroupTrace>& traces = recorder.traces();
  const Tables tables = build_tables(program, machine);
  const uint64_t grid = launch.grid.count();
  const uint64_t stride = recorder.stride();

  TimingReport report;
  report.machine = std::string(machine.name);
  report.product = std::string(machine.product);
  report.clock_ghz = machine.clock_ghz;
  report.launch_overhead_us = machine.launch_overhead_us;
  report.workgroups = grid;
  report.traced_workgroups = traces.size();
  report.stride = stride;
  report.outputs_partial = recorder.skips_untraced() && stride > 1;
  report.bf16_peak_tflops = machine.peak_bf16_tflops();
  report.hbm_peak_bytes_per_second = machine.hbm_bytes_per_second;

  // Occupancy: resident workgroups per CU from registers, LDS and wave slots.
  const int wave_size = machine.wave_size;
  const int threads = int(launch.block.count());
  const int waves_per_group = (threads + wave_size - 1) / wave_size;
  const Occupancy occupancy = compute_occupancy(program.kernel.metadata, program.target.properties(), threads, int(launch.dynamic_lds_bytes));
  const uint64_t lds_per_group = uint64_t(program.kernel.descriptor.group_segment_fixed_size) + launch.dynamic_lds_bytes;
  int per_cu = std::max(1, occupancy.waves_per_simd * machine.simds_per_cu / std::max(1, waves_per_group));
  if (lds_per_group > 0) per_cu = std::min<int>(per_cu, int(std::max<uint64_t>(1, uint64_t(machine.lds_bytes_per_cu) / lds_per_group)));
  per_cu = std::min(per_cu, 32);
  report.workgroups_per_cu = per_cu;
  report.waves_per_workgroup = waves_per_group;

  // The sample runs on a share of the CUs, each holding the real machine's workgroups per CU;
  // with every workgroup traced that is the whole machine and the grid itself.
  const SamplePlan plan = plan_sample(grid, traces.size(), machine.compute_units);
  const int cus = plan.cus;
  report.modelled_cus = cus;
  report.simulated_workgroups = traces.empty() ? 0 : plan.simulated;

  // Traffic: distinct lines read plus distinct lines written are HBM traffic (a line updated in
  // place is fetched and written back), other line accesses L2 hits. Scaled to the grid when
  // only a subset ran.
  const double run = double(std::max<uint64_t>(1, recorder.workgroups_run()));
  const double scale = double(grid) / run;
  const double accesses = double(recorder.line_accesses());
  const double hbm_lines = scale > 1 && options.memory ? recorder.extrapolated_hbm_lines(*options.memory, scale)
                                                       : double(recorder.hbm_lines()) * scale;
  const double hbm_fraction = accesses > 0 ? std::min(1.0, hbm_lines / (accesses * scale)) : 1.0;
  report.hbm_fraction = hbm_fraction;
  report.hbm_bytes = hbm_lines * machine.cache_line_bytes;
  report.l2_bytes = std::max(0.0, accesses * scale - hbm_lines) * machine.cache_line_bytes;
  report.matrix_flops = double(statistics.mfma_flops) * scale;

  Simulation simulation(machine, tables, traces);
  simulation.waves_per_group = waves_per_group;
  const double active_cus = double(std::min<uint64_t>(uint64_t(machine.compute_units), grid));
  const double clock = machine.clock_ghz * 1e9;
  const double hbm_cycles_per_line = machine.cache_line_bytes / (machine.hbm_bytes_per_second / clock / active_cus);
  const double l2_cycles_per_line = machine.cache_line_bytes / (machine.l2_bytes_per_second / clock / active_cus);
  simulation.fabric_cycles_per_line = hbm_fraction * hbm_cycles_per_line + (1 - hbm_fraction) * l2_cycles_per_line;
  simulation.memory_latency = hbm_fraction * machine.memory_latency_hbm + (1 - hbm_fraction) * machine.memory_latency_l2;
  simulation.timeline = options.timeline;
  simulation.timeline_limit = options.timeline_limit;
  simulation.timeline_entries = &report.timeline;
  simulation.units.resize(size_t(cus));
  for (int c = 0; c < cus; ++c) {
    ComputeUnit& cu = simulation.units[size_t(c)];
    cu.index = c;
    cu.waves.resize(size_t(per_cu * waves_per_group));
    cu.groups.resize(size_t(per_cu));
    cu.simd_unit_free.assign(size_t(machine.simds_per_cu), {0, 0, 0, 0});
  }

  // Initial placement, round robin over CUs (the dispatcher spreads workgroups), then the heap.
  // Simulated workgroup k runs trace k x traced / simulated: the traces spread evenly over them.
  uint64_t next = 0;
  const uint64_t total = report.simulated_workgroups, traced = traces.size();
  auto trace_of = [&](uint64_t k) { return uint32_t(k * traced / total); };
  for (int slot = 0; slot < per_cu && next < total; ++slot)
    for (int c = 0; c < cus && next < total; ++c) simulation.place(simulation.units[size_t(c)], trace_of(next++), 0);
  using Entry = std::pair<uint64_t, int>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> heap;
  for (ComputeUnit& cu : simulation.units) {
    simulation.choose(cu);
    if (cu.chosen >= 0) heap.push({cu.chosen_time, cu.index});
  }
  uint64_t makespan = 0;
  while (!heap.empty()) {
    const auto [time, c] = heap.top();
    heap.pop();
    ComputeUnit& cu = simulation.units[size_t(c)];
    simulation.finished.clear();
    simulation.step(cu);
    for (size_t f = 0; f < simulation.finished.size(); ++f) {
      const uint64_t finish = simulation.finished[f].first;
      makespan = std::max(makespan, finish);
      if (next < total) simulation.place(cu, trace_of(next++), finish);
    }
    simulation.choose(cu);
    if (cu.chosen >= 0) heap.push({cu.chosen_time, cu.index});
  }
  for (const ComputeUnit& cu : simulation.units)
    for (const GroupSlot& g : cu.groups) makespan = std::max(makespan, g.finish);

  // The HBM bound holds whatever the per-CU shares did (a few CUs' tail can outrun them).
  const double hbm_seconds = report.hbm_bytes / machine.hbm_bytes_per_second;
  const double simulated_seconds = double(makespan) / clock;
  const double seconds = std::max(simulated_seconds, hbm_seconds);
  report.cycles = uint64_t(seconds * clock);
  report.device_us = seconds * 1e6;
  report.simulated_us = simulated_seconds * 1e6;
  report.tflops = seconds > 0 ? report.matrix_flops / seconds * 1e-12 : 0;
  report.bytes_per_second = seconds > 0 ? report.hbm_bytes / seconds : 0;
  report.hbm_utilization = report.bytes_per_second / machine.hbm_bytes_per_second;

  const Totals& totals = simulation.totals;
  const double span = double(std::max<uint64_t>(1, makespan));
  // Per-CU figures are averaged as the real machine's mix of CUs: a sample's CUs that ran a
  // workgroup more than workgroups_per_cu stand for the grid % compute_units fuller CUs, the
  // others for the rest (the sample rounds that mix; the whole machine is its own mix).
  std::vector<double> weight(size_t(cus), 1.0 / cus);
  if (cus < machine.compute_units) {
    const double fuller_share = double(grid % uint64_t(machine.compute_units)) / machine.compute_units;
    int fuller = 0;
    for (const ComputeUnit& cu : simulation.units) fuller += cu.placed > plan.workgroups_per_cu;
    if (fuller > 0 && fuller < cus)
      for (const ComputeUnit& cu : simulation.units)
        weight[size_t(cu.index)] = cu.placed > plan.workgroups_per_cu ? fuller_share / fuller : (1 - fuller_share) / (cus - fuller);
  }
  double busy_share = 0, fabric_share = 0;
  std::array<double, kPipeCount> pipe_share{};
  for (const ComputeUnit& cu : simulation.units) {
    const double w = weight[size_t(cu.index)];
    busy_share += w * double(cu.busy_cycles);
    fabric_share += w * cu.fabric_busy;
    for (int p = 0; p < kPipeCount; ++p) pipe_share[size_t(p)] += w * double(cu.pipe_busy[size_t(p)]);
  }
  for (int p = 0; p < kPipeCount; ++p) {
    const bool per_simd = p <= int(Pipe::matrix);
    report.utilization[size_t(p)] = pipe_share[size_t(p)] / (span * (per_simd ? machine.simds_per_cu : 1));
  }
  report.utilization[size_t(Pipe::none)] = fabric_share / span;
  report.issue_cycles = totals.issue;
  report.stall_pipe_busy = totals.stall_pipe;
  report.stall_dependency = totals.stall_dependency;
  report.stall_memory_wait = totals.stall_memory;
  report.stall_barrier = totals.stall_barrier;
  report.tail_fraction = 1.0 - busy_share / span;

  // This kernel's matrix mix at full pipe use: its FLOPs over its matrix busy cycles per SIMD.
  if (totals.busy[size_t(Pipe::matrix)] > 0 && report.matrix_flops > 0) {
    const double traced_flops = report.matrix_flops / double(grid) * double(total);
    report.mix_peak_tflops = traced_flops / double(totals.busy[size_t(Pipe::matrix)]) * machine.simds_per_cu *
                             machine.compute_units * clock * 1e-12;
  }

  // The bound: the most utilised resource when it is near saturation, else latency or the tail.
  struct Candidate {
    const char* name;
    double value;
  };
  const double fabric = report.utilization[size_t(Pipe::none)];
  const Candidate candidates[] = {
      {"MFMA pipe", report.utilization[size_t(Pipe::matrix)]},
      {"VALU", std::max(report.utilization[size_t(Pipe::vector)], report.utilization[size_t(Pipe::transcendental)])},
      {"LDS", report.utilization[size_t(Pipe::lds)]},
      {hbm_fraction > 0.5 ? "HBM" : "L2", std::max(fabric, report.hbm_utilization)},
      {"vector memory issue", report.utilization[size_t(Pipe::vector_memory)]},
      {"scalar", report.utilization[size_t(Pipe::scalar)]},
  };
  const Candidate* best = &candidates[0];
  for (const Candidate& c : candidates)
    if (c.value > best->value) best = &c;
  if (hbm_seconds >= simulated_seconds) report.bound = "HBM";
  else if (best->value >= 0.7) report.bound = best->name;
  else if (report.tail_fraction > 0.3) report.bound = "occupancy/tail";
  else report.bound = "latency";
  return report;
}

}  // namespace gfxtile::emu::timing
