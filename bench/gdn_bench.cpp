// GDN prefill stages on the emulator at the published shape (16384 tokens as 1 x 16384 and
// 8 x 2048; H = 16, HV = 32 and TP4's H = 4, HV = 8), per target: wave-instructions, bytes moved
// against the stage's minimum (each input read once, each output written once), the matrix
// instructions' share, VGPRs, LDS, occupancy, spills, LDS bank conflicts and the cold compile
// time. Every chunk of these shapes is a whole 64-token chunk doing the same work, so the
// emulator runs a sample of `--chunks N` chunks (default 2) of one sequence and the counts are
// scaled by (chunks of the shape) / N; the output says so. Sequence starts (conv-state reads and
// writes) are counted at the sample's rate, one per N chunks. The modelled time ("modelled_us",
// the timing model on the target's default machine: MI300X, MI355X, CDNA5) runs the whole shape's
// grid with a sample of `--traced N` workgroups simulated (default: at least one per CU of the
// machine, emu::timing::minimum_sample); 0 turns it off. Prints a table, then one JSON line per
// stage.
//
//   ./bench/gdn_bench [stage ...] [--chunks N] [--traced N]   stages: conv_gating chunk_wy chunk_h
//                                                             chunk_o (default: all)
//     [--target gfx942|gfx950|gfx1250] (one target) [--shapes N] (the first N shapes only);
//     [--shape I] (one shape, an index into the list: 0-3 the published ones, run by default;
//     4-7 short prefill, 64 x 16 and 256 x 8 tokens at H16/HV32 then H4/HV8); GDN_BENCH_REPORT=1 prints each
//     modelled launch's timing report (pipes, stalls, HBM share) on stderr; GDN_BENCH_DUMP=DIR
//     writes each compiled code object there (for `gfxtile inspect --isa`);
//     GDN_BENCH_CONFLICTS=1 the instructions with LDS bank conflicts in the emulated sample;
//     [--atom none] [--atom-config ID[,ID...]]: chunk_h and chunk_o rows at H16/HV32 are followed
//     by ATOM's counterparts (gdn_bench_atom.cpp) modelled the same way, every configuration of
//     the perf set that the target can launch (or those listed), the fastest as the comparison;
//     chunk_o's adds ATOM's gated RMSNorm launch.
//     The "compile s" column is compile_kernel alone (tile IR -> code object, the first kernel
//     of the process also paying LLVM's start-up); `--compile` prints the cold compile of the
//     part-1 kernels by phase (building the IR, lowering, LLVM, link) instead (`--compile R`:
//     R runs each, default 5; GDN_BENCH_IR=DIR writes each kernel's lowered LLVM IR there, as
//     TARGET-KERNEL.ll, before LLVM optimises it, for `opt` / `llc -time-passes`).
//     `--chain` prints the whole prefill chain at the H16/HV32 shapes (`--shape 0|1` one of
//     them) beside ATOM's (every kernel of atom-gdn-perf's prefill, emu::replay with timing;
//     `--atom-config` narrows a kernel's configurations to those it lists, where it lists any).
//     `--wy-xf32` builds the WY stage with its f32 products on gfx942's xf32 (WyConfig::xf32,
//     not the launch rule's choice: kernels/gdn/measurements_part2.md).
//
// chunk_h walks each sequence's chunks in order: the sample is one sequence of N chunks, so its
// state load and store count once per N chunks (more often than in 1 x 16384).

#include <algorithm>
#include <chrono>
#include <ctime>
#include <thread>
#include <cstdlib>
#include <cctype>
#include <cstring>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/error.h"
#include "emu/emulator.h"
#include "emu/program.h"
#include "emu/timing/timing.h"
#include "hsaco/code_object.h"
#include "hsaco/occupancy.h"
#include "bench/gdn_bench_atom.h"
#include "kernels/gdn/chunk_h.h"
#include "kernels/gdn/chunk_o.h"
#include "kernels/gdn/config_part1.h"
#include "kernels/gdn/conv.h"
#include "kernels/gdn/prefill_part1.h"
#include "kernels/gdn/wy.h"
#include "lowering/codegen.h"
#include "lowering/linker.h"
#include "lowering/tile/compile.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>

using namespace gfxtile;
using namespace gfxtile::gdn;

namespace {

struct PublishedShape {
  std::string name;
  int sequences, length, key_heads, value_heads;
};
const std::vector<PublishedShape>& published_shapes() {
  static const std::vector<PublishedShape> shapes = {{"1x16384 H16 HV32", 1, 16384, 16, 32},
                                                     {"8x2048 H16 HV32", 8, 2048, 16, 32},
                                                     {"1x16384 H4 HV8", 1, 16384, 4, 8},
                                                     {"8x2048 H4 HV8", 8, 2048, 4, 8},
                                                     // Short prefill (issue 14): sequences of one partial chunk.
                                                     {"64x16 H16 HV32", 64, 16, 16, 32},
                                                     {"256x8 H16 HV32", 256, 8, 16, 32},
                                                     {"64x16 H4 HV8", 64, 16, 4, 8},
                                                     {"256x8 H4 HV8", 256, 8, 4, 8}};
  return shapes;
}

PrefillShape make_shape(int sequences, int length, int key_heads, int value_heads) {
  PrefillShape shape;
  shape.key_heads = key_heads;
  shape.value_heads = value_heads;
  shape.sequences = sequences;
  shape.cu_seqlens = {0};
  for (int s = 0; s < sequences; ++s) shape.cu_seqlens.push_back(shape.cu_seqlens.back() + length);
  shape.tokens = shape.cu_seqlens.back();
  return shape;
}

// One stage's kernel on one target, with its emulator arguments for a shape.
struct StageRun {
  Kernel kernel;
  emu::Dim3 grid;
  std::vector<emu::ArgumentValue> arguments;
  uint64_t minimum_read = 0, minimum_written = 0;  // bytes for the sample
};

uint64_t allocate(emu::Emulator& emulator, uint64_t bytes) { return emulator.memory().allocate(std::max<uint64_t>(16, bytes)); }
template <typename T>
uint64_t upload(emu::Emulator& emulator, const std::vector<T>& values) {
  const uint64_t address = allocate(emulator, values.size() * sizeof(T));
  emulator.memory().copy_to_device(address, values.data(), values.size() * sizeof(T));
  return address;
}

// Inputs are zeros (the counts do not depend on values: no data-dependent branches).
// The launch rule's choice is that of the whole shape (`rule_shape`), also for a sample.
StageRun conv_gating_run(const TargetId& target, const PrefillShape& shape, const PrefillShape& rule_shape,
                         emu::Emulator& emulator) {
  const ConvConfig config = conv_config(target, rule_shape);
  const int64_t T = shape.tokens, H = shape.key_heads, HV = shape.value_heads, K = 128, D = 2 * H * K + HV * K;
  const int64_t N = shape.sequences;
  ConvSlots slots;
  slots.slots = N;
  for (int s = 0; s < N; ++s) slots.cache_indices.push_back(s);
  using A = emu::ArgumentValue;
  const uint64_t qkv = allocate(emulator, T * D * 2), weight = allocate(emulator, D * 4 * 2),
                 state = allocate(emulator, N * D * 3 * 4), a = allocate(emulator, T * HV * 2),
                 b = allocate(emulator, T * HV * 2), A_log = allocate(emulator, HV * 4), dt_bias = allocate(emulator, HV * 4),
                 q = allocate(emulator, T * H * K * 2), k = allocate(emulator, T * H * K * 2),
                 v = allocate(emulator, T * HV * K * 2), g = allocate(emulator, T * HV * 4), beta = allocate(emulator, T * HV * 4);
  const uint64_t chunks = upload(emulator, build_conv_chunk_table(shape)), cu = upload(emulator, shape.cu_seqlens),
                 slot_table = upload(emulator, build_conv_slot_table(shape, slots));
  const ConvGrid grid = conv_grid(config, shape);
  StageRun run{conv_gating_kernel(target, config), {grid.x, grid.y, 1},
               {A::pointer(qkv), A::pointer(weight), A::pointer(state), A::pointer(a), A::pointer(b), A::pointer(A_log),
                A::pointer(dt_bias), A::pointer(q), A::pointer(k), A::pointer(v), A::pointer(g), A::pointer(beta),
                A::pointer(chunks), A::pointer(cu), A::pointer(slot_table), A::i32(int32_t(H)), A::i32(int32_t(HV))}};
  run.minimum_read = uint64_t(T * D * 2 + D * 4 * 2 + 2 * T * HV * 2 + 2 * HV * 4 + N * D * 3 * 4);
  run.minimum_written = uint64_t(2 * T * H * K * 2 + T * HV * K * 2 + 2 * T * HV * 4 + N * D * 3 * 4);
  return run;
}

// --wy-xf32: the WY stage's f32 products on gfx942's xf32 (WyConfig::xf32; the launch rule keeps
// exact f32). Stage runs and --compile only; --chain runs the launch rules.
bool g_wy_xf32 = false;
WyConfig bench_wy_config(const TargetId& target, const PrefillShape& shape) {
  WyConfig config = wy_config(target, shape);
  config.xf32 = config.xf32 || g_wy_xf32;
  return config;
}

StageRun chunk_wy_run(const TargetId& target, const PrefillShape& shape, const PrefillShape&, emu::Emulator& emulator) {
  const WyConfig config = bench_wy_config(target, shape);
  const int64_t T = shape.tokens, H = shape.key_heads, HV = shape.value_heads, K = 128;
  using A = emu::ArgumentValue;
  const uint64_t k = allocate(emulator, T * H * K * 2), v = allocate(emulator, T * HV * K * 2),
                 g = allocate(emulator, T * HV * 4), beta = allocate(emulator, T * HV * 4), G = allocate(emulator, T * HV * 4),
                 w = allocate(emulator, T * HV * K * 2), u = allocate(emulator, T * HV * K * 2);
  const uint64_t chunks = upload(emulator, build_chunk_table(shape));
  StageRun run{chunk_wy_kernel(target, config), {uint32_t(chunk_count(shape)), uint32_t(H), 1},
               {A::pointer(k), A::pointer(v), A::pointer(g), A::pointer(beta), A::pointer(G), A::pointer(w), A::pointer(u),
                A::pointer(chunks), A::i32(int32_t(H)), A::i32(int32_t(HV))}};
  run.minimum_read = uint64_t(T * H * K * 2 + T * HV * K * 2 + 2 * T * HV * 4);
  run.minimum_written = uint64_t(T * HV * 4 + 2 * T * HV * K * 2);
  return run;
}

// Stage 5, the recurrence: every sequence starts from a pool slot (the most work).
// The launch rule's choice is the whole shape's (`full`), also for the sample's counts.
StageRun chunk_h_run(const TargetId& target, const PrefillShape& shape, const PrefillShape& full, emu::Emulator& emulator) {
  const int64_t T = shape.tokens, H = shape.key_heads, HV = shape.value_heads, K = 128, N = shape.sequences;
  const int64_t C = chunk_count(shape);
  ChunkHParameters parameters{.key_heads = int(H), .value_heads = int(HV),
                              .config = chunk_h_config(target, int(full.sequences), int(HV))};
  std::vector<int32_t> chunk_offsets{0}, slots;
  for (int s = 0; s < N; ++s) {
    chunk_offsets.push_back(chunk_offsets.back() + (shape.cu_seqlens[s + 1] - shape.cu_seqlens[s] + kChunk - 1) / kChunk);
    slots.push_back(s);
  }
  using A = emu::ArgumentValue;
  const uint64_t k = allocate(emulator, T * H * K * 2), w = allocate(emulator, T * HV * K * 2),
                 u = allocate(emulator, T * HV * K * 2), G = allocate(emulator, T * HV * 4),
                 h = allocate(emulator, C * HV * K * K * 2), v_new = allocate(emulator, T * HV * K * 2),
                 pool = allocate(emulator, N * HV * K * K * 4);
  const uint64_t cu = upload(emulator, shape.cu_seqlens), offsets = upload(emulator, chunk_offsets),
                 write = upload(emulator, slots), has = upload(emulator, std::vector<int32_t>(N, 1));
  StageRun run{chunk_h(target, parameters),
               {uint32_t(K / parameters.config.block_v), uint32_t(N), uint32_t(HV)},
               {A::pointer(k), A::pointer(w), A::pointer(u), A::pointer(G), A::pointer(h), A::pointer(v_new),
                A::pointer(pool), A::pointer(cu), A::pointer(offsets), A::pointer(write), A::pointer(write), A::pointer(has)}};
  run.minimum_read = uint64_t(T * H * K * 2 + 2 * T * HV * K * 2 + T * HV * 4 + N * HV * K * K * 4);
  run.minimum_written = uint64_t(C * HV * K * K * 2 + T * HV * K * 2 + N * HV * K * K * 4);
  return run;
}

// Stages 6-7, the output with the gated RMSNorm (SiLU).
StageRun chunk_o_run(const TargetId& target, const PrefillShape& shape, const PrefillShape& rule_shape, emu::Emulator& emulator) {
  const int64_t T = shape.tokens, H = shape.key_heads, HV = shape.value_heads, K = 128, N = shape.sequences;
  const int64_t C = chunk_count(shape);
  // h in the layout chunk_h's rule gives the shape (the chain's).
  ChunkOParameters parameters{.key_heads = int(H), .value_heads = int(HV),
                              .snapshots = chunk_h_config(target, int(rule_shape.sequences), int(HV)).snapshots,
                              .config = chunk_o_config(target, chunk_count(rule_shape), int(HV),
                                                       rule_shape.cu_seqlens[1] - rule_shape.cu_seqlens[0])};
  const ChunkOGrid grid = chunk_o_grid(parameters.config, C, int(HV));
  using A = emu::ArgumentValue;
  const uint64_t q = allocate(emulator, T * H * K * 2), k = allocate(emulator, T * H * K * 2),
                 v_new = allocate(emulator, T * HV * K * 2), h = allocate(emulator, C * HV * K * K * 2),
                 z = allocate(emulator, T * HV * K * 2), weight = allocate(emulator, K * 2), G = allocate(emulator, T * HV * 4),
                 y = allocate(emulator, T * HV * K * 2);
  const uint64_t table = upload(emulator, build_chunk_table(shape)), slots = upload(emulator, std::vector<int32_t>(N, 0));
  StageRun run{chunk_o(target, parameters), {grid.x, grid.y, 1},
               {A::pointer(q), A::pointer(k), A::pointer(v_new), A::pointer(h), A::pointer(z), A::pointer(weight),
                A::pointer(G), A::pointer(y), A::pointer(table), A::pointer(slots), A::i32(int32_t(C))}};
  run.minimum_read = uint64_t(2 * T * H * K * 2 + 2 * T * HV * K * 2 + C * HV * K * K * 2 + T * HV * 4 + K * 2);
  run.minimum_written = uint64_t(T * HV * K * 2);
  return run;
}

using StageBuilder = StageRun (*)(const TargetId&, const PrefillShape&, const PrefillShape&, emu::Emulator&);

struct Modelled {
  double device_us = 0, matrix_share = 0;  // matrix FLOP/s over the machine's bf16 peak
  std::string machine, bound;
};

// The modelled time of the stage at the whole shape: its full grid, `traced` workgroups (one in
// k) simulated on a proportional share of the machine's CUs, the others not run
// (emu/timing/timing.h; the inputs are zeros, which changes no control flow of these kernels).
// `compiled` empty: the stage's kernel for the shape is compiled here.
// GDN_BENCH_LINES=1: the global-memory instructions of the modelled CU 0, by the cycles they held
// its memory path (the timing model's cost: 128 bytes per cache line each access touches, a line
// counted again wherever consecutive lanes change lines), so accesses that split lines show up.
void print_memory_instructions(const emu::timing::TimingReport& timing, const emu::Program& program) {
  struct Row {
    uint64_t cycles = 0, issues = 0;
  };
  std::map<uint32_t, Row> rows;
  uint64_t total = 0;
  for (const emu::timing::TimelineEntry& entry : timing.timeline)
    if (entry.pipe == emu::timing::Pipe::vector_memory) {
      Row& row = rows[entry.instruction];
      row.cycles += entry.cycles, ++row.issues, total += entry.cycles;
    }
  std::vector<std::pair<uint32_t, Row>> sorted(rows.begin(), rows.end());
  std::stable_sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.second.cycles > b.second.cycles; });
  // The model keeps CU 0's first ModelOptions::timeline_limit issues: a longer run is a prefix.
  const bool prefix = timing.timeline.size() >= emu::timing::ModelOptions{}.timeline_limit;
  fmt::print(stderr, "memory path cycles on CU 0: {}{}\n", total,
             prefix ? fmt::format(" (its first {} issues only)", timing.timeline.size()) : "");
  for (const auto& [index, row] : sorted)
    fmt::print(stderr, "  {:>9} cycles {:>6} issues {:>6.1f} each  {:#06x}  {}\n", row.cycles, row.issues,
               double(row.cycles) / double(row.issues), program.offsets[index], program.texts[index]);
}


Modelled model_stage(const TargetId& target, const PrefillShape& full, StageBuilder build,
                     const std::vector<uint8_t>& compiled, uint64_t traced, bool per_cu) {
  emu::Emulator emulator;
  StageRun run = build(target, full, full, emulator);
  const CodeObject object = CodeObject::parse(compiled.empty() ? compile_kernel(run.kernel) : compiled);
  const emu::Kernel loaded = emulator.load(object, run.kernel.name);
  emu::Launch launch;
  launch.grid = run.grid;
  launch.block = {uint32_t(run.kernel.workgroup_size()), 1, 1};
  launch.host_threads = 2;
  emu::timing::TimingOptions options;
  options.max_traced_workgroups = traced;
  options.at_least_minimum_sample = per_cu;
  options.skip_untraced = true;
  options.timeline = std::getenv("GDN_BENCH_LINES") != nullptr;
  const emu::timing::TimedDispatch timed = emu::timing::dispatch_timed(emulator, loaded, launch, run.arguments, options);
  if (!timed.dispatch.ok()) fail("timing {} on {}: {}", run.kernel.name, target.to_string(), timed.dispatch.fault->to_string());
  if (std::getenv("GDN_BENCH_REPORT"))
    fmt::print(stderr, "{} on {} grid {}x{}x{}:\n{}\n", run.kernel.name, target.to_string(), run.grid.x, run.grid.y,
               run.grid.z, timed.timing.to_string());
  if (options.timeline) print_memory_instructions(timed.timing, loaded.program());
  return {timed.timing.device_us, timed.timing.tflops / timed.timing.bf16_peak_tflops, timed.timing.machine, timed.timing.bound};
}

std::vector<std::string> g_targets = {"gfx942", "gfx950", "gfx1250"};
size_t g_shapes = 4;  // the first N published shapes
int only_shape = -1;  // --shape: one shape of the list
bool with_atom = true;     // --atom none: no ATOM rows
std::string atom_config;   // --atom-config ID[,ID...]: those configurations only

// ATOM's counterpart of a part-2 stage at an H16/HV32 shape: every configuration (or
// --atom-config's), the fastest, and for chunk_o its gated RMSNorm launch added.
struct AtomBest {
  double device_us = 0;
  std::string text;
};
AtomBest atom_counterpart(const std::string& stage, const std::string& target, const PublishedShape& shape) {
  using namespace gfxtile::gdn_bench;
  if (!with_atom || shape.key_heads != 16 || shape.value_heads != 32 || (stage != "chunk_h" && stage != "chunk_o")) return {};
  const std::vector<AtomRow> rows = stage == "chunk_h" ? atom_chunk_h(target, shape.sequences, shape.length, atom_config)
                                                       : atom_chunk_o(target, shape.sequences, shape.length, atom_config);
  const AtomRow* best = nullptr;
  for (const AtomRow& row : rows) {
    if (!row.not_launchable.empty()) {
      fmt::print("         ATOM {:<44} not launchable: {}\n", row.config, row.not_launchable);
      continue;
    }
    fmt::print("         ATOM {:<44} {:>9.1f} us {:>4} VGPRs {:>5} spills {:>2} waves/SIMD matrix {:>5.1f}% ({}-bound)\n",
               row.config, row.device_us, row.vgprs, row.spills, row.waves_per_simd, 100 * row.matrix_share, row.bound);
    if (!best || row.device_us < best->device_us) best = &row;
  }
  if (!best) return {};
  AtomBest result{best->device_us, best->config};
  if (stage == "chunk_o") {
    const AtomRow norm = atom_gated_norm(target, shape.sequences, shape.length);
    fmt::print("         ATOM layer_norm_fwd_kernel (gated RMSNorm)       {:>9.1f} us {:>4} VGPRs ({}-bound)\n", norm.device_us,
               norm.vgprs, norm.bound);
    result.device_us += norm.device_us;
    result.text = fmt::format("{} + gated norm {:.1f} us", best->config, norm.device_us);
  }
  fmt::print("         ATOM best {:.1f} us: {}\n", result.device_us, result.text);
  return result;
}

void bench_stage(const std::string& stage, StageBuilder build, int sample_chunks, uint64_t traced, bool per_cu) {
  fmt::print("\n{}: emulated on a sample of {} chunks of one sequence per shape, counts scaled to the whole shape\n",
             stage, sample_chunks);
  fmt::print("{:<8} {:<17} {:>13} {:>7} {:>9} {:>9} {:>7} {:>5} {:>6} {:>5} {:<10} {:>6} {:>12} {:>9}\n", "target", "shape",
             "wave instr", "matrix", "read/min", "write/min", "moved", "vgpr", "lds B", "waves", "limit", "spills",
             "conflicts", "compile s");
  fmt::print("  then per row: modelled time of the whole shape on the target's default machine ({} traced)\n",
             per_cu ? std::string("at least a workgroup per CU") : fmt::format("{} workgroups", traced));
  std::vector<std::string> json_runs;
  std::string compiled_key;
  std::vector<uint8_t> compiled;
  double compile_seconds = 0;
  for (const std::string& target_text : g_targets) {
    const char* target_name = target_text.c_str();
    const TargetId target = TargetId::parse(target_name);
    for (size_t shape_index = 0; shape_index < published_shapes().size(); ++shape_index) {
      if (only_shape >= 0 ? size_t(only_shape) != shape_index : shape_index >= g_shapes) continue;
      const PublishedShape& published = published_shapes()[shape_index];
      const PrefillShape full = make_shape(published.sequences, published.length, published.key_heads, published.value_heads);
      // Short sequences are sampled as sequences of their own length (one partial chunk each).
      const PrefillShape sample = published.length < kChunk
                                      ? make_shape(sample_chunks, published.length, published.key_heads, published.value_heads)
                                      : make_shape(1, sample_chunks * kChunk, published.key_heads, published.value_heads);
      const double scale = double(chunk_count(full)) / double(chunk_count(sample));
      emu::Emulator emulator;
      StageRun run = build(target, sample, full, emulator);
      // Compiled once per distinct kernel (the IR text: target and launch rule's choices).
      const std::string key = run.kernel.to_text();
      if (key != compiled_key) {
        const auto start = std::chrono::steady_clock::now();
        compiled = compile_kernel(run.kernel);
        compile_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        compiled_key = key;
        if (const char* directory = std::getenv("GDN_BENCH_DUMP")) {  // the code object, for `gfxtile inspect --isa`
          std::ofstream file(fmt::format("{}/{}_{}_{}_{}.hsaco", directory, run.kernel.name, target_name,
                                         published.key_heads, published.value_heads), std::ios::binary);
          file.write(reinterpret_cast<const char*>(compiled.data()), std::streamsize(compiled.size()));
        }
      }
      const CodeObject object = CodeObject::parse(compiled);
      const KernelMetadata& metadata = object.kernel(run.kernel.name).metadata;
      const Occupancy occupancy = compute_occupancy(metadata, target.properties(), int(run.kernel.workgroup_size()));
      const emu::Kernel loaded = emulator.load(object, run.kernel.name);
      emu::Launch launch;
      launch.grid = run.grid;
      launch.block = {uint32_t(run.kernel.workgroup_size()), 1, 1};
      launch.host_threads = 2;
      launch.profile = std::getenv("GDN_BENCH_CONFLICTS") != nullptr;
      const emu::DispatchResult result = emulator.dispatch(loaded, launch, run.arguments);
      if (!result.ok()) fail("{} on {}: {}", stage, target_name, result.fault->to_string());
      // GDN_BENCH_CONFLICTS=1: the instructions whose LDS accesses conflict, in the sample.
      for (size_t i = 0; i < result.profile.bank_conflicts.size(); ++i)
        if (result.profile.bank_conflicts[i])
          fmt::print("  conflicts {:>8} executions {:>8} at {:#x}: {}\n", result.profile.bank_conflicts[i],
                     result.profile.executions[i], loaded.program().offsets[i], loaded.program().texts[i]);
      const emu::Statistics& s = result.statistics;
      const double instructions = double(s.wave_instructions()) * scale;
      const double matrix = double(s.instructions[size_t(InstructionClass::matrix)]) /
                            double(std::max<uint64_t>(1, s.wave_instructions()));
      const double read = double(s.global_bytes_read) * scale, written = double(s.global_bytes_written) * scale;
      const double minimum_read = double(run.minimum_read) * scale, minimum_written = double(run.minimum_written) * scale;
      const double moved = (read + written) / (minimum_read + minimum_written);
      const uint64_t spills = metadata.vgpr_spill_count + metadata.sgpr_spill_count;
      const uint64_t lds = metadata.group_segment_fixed_size;
      fmt::print("{:<8} {:<17} {:>13.4g} {:>6.1f}% {:>9.3f} {:>9.3f} {:>6.3f}x {:>5} {:>6} {:>5} {:<10} {:>6} {:>12.4g} {:>9.2f}\n",
                 target_name, published.name, instructions, 100 * matrix, read / minimum_read, written / minimum_written,
                 moved, metadata.vgpr_count + metadata.agpr_count, lds, occupancy.waves_per_simd, occupancy.limited_by,
                 spills, double(s.lds_bank_conflicts) * scale, compile_seconds);
      const Modelled modelled = traced ? model_stage(target, full, build, compiled, traced, per_cu) : Modelled{};
      if (traced)
        fmt::print("         modelled {:.1f} us on {} ({}-bound), matrix {:.1f}% of the bf16 peak\n", modelled.device_us,
                   modelled.machine, modelled.bound, 100 * modelled.matrix_share);
      const AtomBest atom = traced ? atom_counterpart(stage, target_name, published) : AtomBest{};
      if (atom.device_us > 0) fmt::print("         gfxtile / ATOM {:.3f}x\n", modelled.device_us / atom.device_us);
      json_runs.push_back(fmt::format(
          "{{\"target\":\"{}\",\"shape\":\"{}\",\"tokens\":{},\"sequences\":{},\"H\":{},\"HV\":{},\"waves\":{},"
          "\"sample_chunks\":{},\"scale\":{:.1f},\"wave_instructions\":{:.0f},\"matrix_share\":{:.4f},"
          "\"bytes_read\":{:.0f},\"bytes_written\":{:.0f},\"minimum_bytes_read\":{:.0f},\"minimum_bytes_written\":{:.0f},"
          "\"moved_over_minimum\":{:.4f},\"vgprs\":{},\"agprs\":{},\"sgprs\":{},\"lds_bytes\":{},\"waves_per_simd\":{},"
          "\"limited_by\":\"{}\",\"spills\":{},\"lds_bank_conflicts\":{:.0f},\"compile_seconds\":{:.3f},\"modelled_us\":{},"
          "\"machine\":\"{}\",\"bound\":\"{}\",\"modelled_matrix_share\":{:.4f},\"atom_us\":{},\"atom_config\":\"{}\"}}",
          target_name, published.name, full.tokens, full.sequences, full.key_heads, full.value_heads,
          run.kernel.workgroup_size() / target.properties().wave_size, sample_chunks, scale, instructions, matrix, read,
          written, minimum_read, minimum_written, moved, metadata.vgpr_count, metadata.agpr_count, metadata.sgpr_count, lds,
          occupancy.waves_per_simd, occupancy.limited_by, spills, double(s.lds_bank_conflicts) * scale, compile_seconds,
          traced ? fmt::format("{:.2f}", modelled.device_us) : "null", modelled.machine, modelled.bound, modelled.matrix_share,
          atom.device_us > 0 ? fmt::format("{:.2f}", atom.device_us) : "null", atom.text));
    }
  }
  std::string json = fmt::format("{{\"benchmark\":\"gdn\",\"stage\":\"{}\",\"sampled\":true,\"runs\":[", stage);
  for (size_t i = 0; i < json_runs.size(); ++i) json += (i ? "," : "") + json_runs[i];
  fmt::print("{}]}}\n", json);
}

// --compile [R]: the cold compile of each part-1 kernel, by phase, in milliseconds of CPU time
// of the compiling thread: the DSL building the tile IR (the kernel function), lowering it to
// LLVM IR, LLVM's optimisation and code generation (compile_module_to_object), the link. Each
// compile runs on a fresh thread, so the lowering's per-thread memo of derived LDS layouts starts
// empty (no cache is involved; compile_kernel has none), after one throw-away compile of a small
// kernel so LLVM's one-time start-up is not counted. R runs (default 5): the median and the
// fastest. CPU time, because on a shared, loaded machine the wall time also counts other
// processes' turns (the wall time of the median run is printed beside it).
struct CompilePhases {
  double build = 0, lower = 0, codegen = 0, link = 0, wall = 0;
  double total() const { return build + lower + codegen + link; }
};

CompilePhases compile_phases(const TargetId& target, const char* which, const PrefillShape& shape) {
  auto cpu_now = [] {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) * 1e-6;
  };
  CompilePhases phases;
  std::thread worker([&] {
    const auto wall_start = std::chrono::steady_clock::now();
    double start = cpu_now();
    const Kernel kernel = std::strcmp(which, "conv_gating") == 0 ? conv_gating_kernel(target, conv_config(target, shape))
                                                                 : chunk_wy_kernel(target, bench_wy_config(target, shape));
    phases.build = cpu_now() - start;
    llvm::LLVMContext context;
    start = cpu_now();
    std::unique_ptr<llvm::Module> module = lower_to_llvm(kernel, context);
    phases.lower = cpu_now() - start;
    if (const char* directory = std::getenv("GDN_BENCH_IR")) {
      std::string text;
      llvm::raw_string_ostream stream(text);
      module->print(stream, nullptr);
      std::ofstream(fmt::format("{}/{}-{}.ll", directory, target.name(), which)) << text;
    }
    start = cpu_now();
    const std::vector<uint8_t> object = compile_module_to_object(*module, target);
    phases.codegen = cpu_now() - start;
    start = cpu_now();
    (void)link_code_object(object);
    phases.link = cpu_now() - start;
    phases.wall = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall_start).count();
  });
  worker.join();
  return phases;
}

void bench_compile(int repeats) {
  const PrefillShape shape = make_shape(1, 16384, 16, 32);
  {
    const TargetId warm = TargetId::parse("gfx942");
    (void)compile_kernel(conv_gating_kernel(warm, conv_config_for_waves(warm, 1, 16)));
  }
  fmt::print("\ncold compile, CPU ms of the median of {} runs (1 x 16384, H 16, HV 32 launch rules)\n"
             "{:<8} {:<12} {:>9} {:>9} {:>11} {:>7} {:>9} {:>9} {:>9}\n",
             repeats, "target", "kernel", "build IR", "lower", "opt+codegen", "link", "total", "fastest", "wall");
  std::string json = fmt::format("{{\"benchmark\":\"gdn_compile\",\"repeats\":{},\"runs\":[", repeats);
  bool first = true;
  for (const std::string& target_text : g_targets) {
    const TargetId target = TargetId::parse(target_text);
    for (const char* which : {"conv_gating", "chunk_wy"}) {
      std::vector<CompilePhases> runs;
      for (int r = 0; r < repeats; ++r) runs.push_back(compile_phases(target, which, shape));
      std::sort(runs.begin(), runs.end(), [](const CompilePhases& a, const CompilePhases& b) { return a.total() < b.total(); });
      const CompilePhases& median = runs[runs.size() / 2];
      fmt::print("{:<8} {:<12} {:>9.1f} {:>9.1f} {:>11.1f} {:>7.1f} {:>9.1f} {:>9.1f} {:>9.1f}\n", target_text, which,
                 median.build, median.lower, median.codegen, median.link, median.total(), runs.front().total(), median.wall);
      json += fmt::format("{}{{\"target\":\"{}\",\"kernel\":\"{}\",\"build_ms\":{:.1f},\"lower_ms\":{:.1f},"
                          "\"codegen_ms\":{:.1f},\"link_ms\":{:.1f},\"total_cpu_ms\":{:.1f},\"fastest_cpu_ms\":{:.1f},"
                          "\"wall_ms\":{:.1f}}}",
                          first ? "" : ",", target_text, which, median.build, median.lower, median.codegen, median.link,
                          median.total(), runs.front().total(), median.wall);
      first = false;
    }
  }
  fmt::print("{}]}}\n", json);
}

// --chain: the whole prefill chain at the H16/HV32 shapes (1 x 16384, 8 x 2048), per target:
// each stage's modelled time at the whole shape (as the stage rows) and their sum, beside ATOM's
// chain (atom_chain: its nine kernels grouped into the same four stages, the fastest
// configuration of each, among --atom-config's where it lists any).
void bench_chain() {
  struct Part {
    const char* name;
    StageBuilder build;
  };
  const Part parts[] = {{"conv_gating", conv_gating_run}, {"chunk_wy", chunk_wy_run}, {"chunk_h", chunk_h_run}, {"chunk_o", chunk_o_run}};
  fmt::print("\nwhole chain (16384 tokens, H 16, HV 32), modelled us on each target's default machine\n");
  for (const std::string& target_name : g_targets) {
    const TargetId target = TargetId::parse(target_name);
    for (size_t shape_index = 0; shape_index < 2; ++shape_index) {
      if (only_shape >= 0 && size_t(only_shape) != shape_index) continue;
      const PublishedShape& published = published_shapes()[shape_index];
      const PrefillShape full = make_shape(published.sequences, published.length, published.key_heads, published.value_heads);
      double total = 0;
      std::string ours, json_stages;
      for (const Part& part : parts) {
        const Modelled modelled = model_stage(target, full, part.build, {}, 1, true);
        total += modelled.device_us;
        ours += fmt::format("{}{} {:.1f}", ours.empty() ? "" : " + ", part.name, modelled.device_us);
        json_stages += fmt::format("{}\"{}\":{:.2f}", json_stages.empty() ? "" : ",", part.name, modelled.device_us);
      }
      double atom_total = 0;
      std::string theirs, json_atom;
      for (const gdn_bench::AtomChainStage& stage : gdn_bench::atom_chain(target_name, published.sequences, atom_config)) {
        atom_total += stage.device_us;
        theirs += fmt::format("\n           {:<12} {:8.1f} us: {}", stage.stage, stage.device_us, stage.detail);
        json_atom += fmt::format("{}\"{}\":{:.2f}", json_atom.empty() ? "" : ",", stage.stage, stage.device_us);
      }
      fmt::print("{:<8} {:<17} gfxtile {:8.1f} us ({})\n         ATOM {:8.1f} us{}\n         gfxtile / ATOM {:.3f}\n",
                 target_name, published.name, total, ours, atom_total, theirs, atom_total > 0 ? total / atom_total : 0.0);
      fmt::print("{{\"benchmark\":\"gdn\",\"stage\":\"chain\",\"target\":\"{}\",\"shape\":\"{}\",\"modelled_us\":{:.2f},"
                 "\"stages\":{{{}}},\"atom_us\":{:.2f},\"atom_stages\":{{{}}},\"versus_atom\":{:.4f}}}\n",
                 target_name, published.name, total, json_stages, atom_total, json_atom, atom_total > 0 ? total / atom_total : 0.0);
    }
  }
}

void bench_conv_gating(int sample_chunks, uint64_t traced, bool per_cu) { bench_stage("conv_gating", conv_gating_run, sample_chunks, traced, per_cu); }
void bench_chunk_wy(int sample_chunks, uint64_t traced, bool per_cu) { bench_stage("chunk_wy", chunk_wy_run, sample_chunks, traced, per_cu); }
void bench_chunk_h(int sample_chunks, uint64_t traced, bool per_cu) { bench_stage("chunk_h", chunk_h_run, sample_chunks, traced, per_cu); }
void bench_chunk_o(int sample_chunks, uint64_t traced, bool per_cu) { bench_stage("chunk_o", chunk_o_run, sample_chunks, traced, per_cu); }

}  // namespace

int main(int argc, char** argv) {
  struct Stage {
    const char* name;
    void (*run)(int sample_chunks, uint64_t traced, bool per_cu);
  };
  // Other GDN stages add their entries here.
  const std::vector<Stage> stages = {{"conv_gating", bench_conv_gating}, {"chunk_wy", bench_chunk_wy},
                                     {"chunk_h", bench_chunk_h}, {"chunk_o", bench_chunk_o}};
  std::vector<std::string> wanted;
  int sample_chunks = 2;
  uint64_t traced = 1;  // --traced 0: counts only, no modelled time
  bool per_cu = true;   // without --traced: at least a workgroup per CU
  int compile_repeats = 0;  // --compile [R]
  bool chain = false;       // --chain
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--chunks") == 0 && i + 1 < argc) sample_chunks = std::max(1, std::atoi(argv[++i]));
    else if (std::strcmp(argv[i], "--traced") == 0 && i + 1 < argc) traced = std::strtoull(argv[++i], nullptr, 10), per_cu = false;
    else if (std::strcmp(argv[i], "--target") == 0 && i + 1 < argc) g_targets = {argv[++i]};
    else if (std::strcmp(argv[i], "--shapes") == 0 && i + 1 < argc) g_shapes = std::strtoul(argv[++i], nullptr, 10);
    else if (std::strcmp(argv[i], "--shape") == 0 && i + 1 < argc) only_shape = std::atoi(argv[++i]);
    else if (std::strcmp(argv[i], "--compile") == 0)
      compile_repeats = i + 1 < argc && std::isdigit(static_cast<unsigned char>(argv[i + 1][0])) ? std::max(1, std::atoi(argv[++i])) : 5;
    else if (std::strcmp(argv[i], "--atom") == 0 && i + 1 < argc) with_atom = std::strcmp(argv[++i], "none") != 0;
    else if (std::strcmp(argv[i], "--atom-config") == 0 && i + 1 < argc) atom_config = argv[++i];
    else if (std::strcmp(argv[i], "--chain") == 0) chain = true;
    else if (std::strcmp(argv[i], "--wy-xf32") == 0) g_wy_xf32 = true;
    else wanted.emplace_back(argv[i]);
  }
  try {
    if (compile_repeats > 0) {
      bench_compile(compile_repeats);
      return 0;
    }
    if (chain) {
      bench_chain();
      return 0;
    }
    for (const std::string& name : wanted) {
      bool known = false;
      for (const Stage& stage : stages) known |= name == stage.name;
      if (!known) fail("unknown stage '{}'", name);
    }
    for (const Stage& stage : stages)
      if (wanted.empty() || std::find(wanted.begin(), wanted.end(), stage.name) != wanted.end()) stage.run(sample_chunks, traced, per_cu);
  } catch (const std::exception& error) {
    fmt::print(stderr, "gdn_bench: {}\n", error.what());
    return 1;
  }
  return 0;
}
