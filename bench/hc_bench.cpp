// The HC site (kernels/hc) at Qwen's shape (K = 10240, d = 2560, R = 320) for M = 1, 24, 96, 128
// and 2048 on gfx942, gfx950 and gfx1250, on the emulator: per kernel of mix (down, [reduce], up) + combine the
// wave-instructions executed, the matrix-instruction share, the global bytes moved against the
// site's minimum (weights once, X read, branch input / alpha written; combine: X, y read, X'
// written) and the HBM roofline time of that minimum, VGPRs / AGPRs / LDS / occupancy / spills
// from the code object, LDS bank conflicts. Prints a table, then one JSON object on the last line.
//
//   ./bench/hc_bench [--quick | --decode | --tokens M[,M...]] [--target gfx950[,...]] [--traced N] [--detail]
//     --quick: M = 1 and 24 only; --decode: M <= 128; --tokens: those M; --target: those targets;
//     --traced: workgroups traced per grid (by default at least one per CU of the machine,
//     emu::timing::minimum_sample; docs/timing.md); --down TILE_M,RANK_TILE,CHUNK,WAVES,STAGES[,TILE_K[,RANK_BLOCKS[,ROW_WAVES[,SCALE_ROW]]]]: the down
//     projection's configuration instead of the launch rule's; --up UNITS,TILE_M,WAVES[,GATE_LOADS (0 per stream, 1 after, 2 before the projection)[,PACKED_GATE[,STAGES,TILE_K]]]: the up projection's;
//     --assembly: each kernel's assembly; --detail: each kernel's timing report (GFXTILE_TIMELINE=DIR:
//     each kernel's issue listing, docs/timing.md);
//     --reduce separate|up|down: the reduce as its own kernel, in the up kernel or in the down kernel's
//     last arriving workgroups, instead of the rule's; --reduce-split COLUMNS,WAVES: mix_reduce's columns
//     and waves per workgroup (a power of two; grid tokens x the padded rank's blocks of COLUMNS)
//
// Modelled time: every kernel's dispatch through the timing model (emu/timing/timing.h) on the
// target's default machine (MI300X, MI355X, CDNA5; one workgroup in k of a grid traced, at
// least one per CU (emu::timing::minimum_sample), the others run untraced), summed over the
// site's kernels ("modelled us"; launch overheads apart).
// TRITON BASELINE: bench/hc_triton_baseline.py replays the five-kernel Triton site of
// ../shared/data/peers/hc-triton-perf (M = 1, 24, 96, 128) through `gfxtile run` and prints its
// counts in the same units; PLACE FOR IT HERE: once the generic replay library lands, read those
// launches in C++ and fill the JSON field "triton_baseline" (null now) beside each site.
#include <cstring>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "hsaco/code_object.h"
#include "hsaco/occupancy.h"
#include "kernels/hc/kernels.h"
#include "lowering/tile/compile.h"
#include "testing/testing.h"

using namespace gfxtile;
using namespace gfxtile::hc;

namespace {

// HBM bandwidth used for the roofline: MI300X 5.3 TB/s, MI355X 8 TB/s (notes/hc.md's figure);
// gfx1250 has no published figure here: 8 TB/s assumed, marked in the output.
double hbm_bytes_per_us(Architecture architecture) {
  return architecture == Architecture::gfx942 ? 5.3e6 : 8.0e6;
}

// Dense bf16 matrix peak, TFLOP/s (docs/timing.md's machines).
double peak_tflops(Architecture architecture) {
  return architecture == Architecture::gfx942 ? 1307.0 : architecture == Architecture::gfx950 ? 2517.0 : 10066.0;
}

std::vector<int64_t> up_override;  // --up UNITS,TILE_M,WAVES[,GATE_LOADS (0 per stream, 1 after, 2 before the projection)[,PACKED_GATE[,STAGES,TILE_K]]]
bool print_assembly = false;  // --assembly: each kernel's assembly
std::vector<int64_t> reduce_split;  // --reduce-split COLUMNS,WAVES: mix_reduce's workgroup
int reduce_override = -1;     // --reduce separate|up|down: a ReduceAt for config.reduce_at

struct Row {
  std::string target, kernel;
  int64_t tokens = 0;
  uint64_t wave_instructions = 0, matrix = 0, bytes_read = 0, bytes_written = 0, conflicts = 0;
  uint64_t vgprs = 0, agprs = 0, lds = 0, spills = 0;
  int waves_per_simd = 0;
  std::string limited_by;
  double modelled_us = 0, launch_overhead_us = 0;
  std::string machine, bound, report;
};

Row run(testing::EmulatedDevice& device, const Kernel& kernel, emu::Dim3 grid, const std::vector<emu::ArgumentValue>& arguments,
        int64_t tokens) {
  if (print_assembly) fmt::print("{}\n", kernel_assembly(kernel));
  const std::vector<uint8_t> bytes = compile_kernel(kernel);
  const CodeObject object = CodeObject::parse(bytes);
  const KernelMetadata& metadata = object.kernel(kernel.name).metadata;
  const Occupancy occupancy = compute_occupancy(metadata, kernel.target.properties(), kernel.workgroup_size());
  device.launch(kernel, testing::DispatchShape{.grid = grid}, arguments);
  const emu::Statistics& s = device.last_statistics;
  Row row;
  row.target = std::string(kernel.target.name()), row.kernel = kernel.name, row.tokens = tokens;
  row.wave_instructions = s.wave_instructions();
  row.matrix = s.instructions[static_cast<size_t>(InstructionClass::matrix)];
  row.bytes_read = s.global_bytes_read, row.bytes_written = s.global_bytes_written, row.conflicts = s.lds_bank_conflicts;
  row.vgprs = metadata.vgpr_count, row.agprs = metadata.agpr_count, row.lds = metadata.group_segment_fixed_size;
  row.spills = metadata.vgpr_spill_count + metadata.sgpr_spill_count;
  row.waves_per_simd = occupancy.waves_per_simd, row.limited_by = std::string(occupancy.limited_by);
  row.modelled_us = device.last_timing.device_us, row.launch_overhead_us = device.last_timing.launch_overhead_us;
  row.machine = device.last_timing.machine, row.bound = device.last_timing.bound;
  row.report = device.last_timing.to_string();
  return row;
}

// One site: mix (down, up) and combine, on zeroed inputs (the kernels have no data-dependent
// control flow, so the counts do not depend on the values).
// --down TILE_M,RANK_TILE,CHUNK,WAVES,STAGES[,TILE_K[,RANK_BLOCKS[,ROW_WAVES[,SCALE_ROW]]]]: the down projection's configuration instead of the
// launch rule's (tuning).
std::vector<int64_t> down_override;

std::vector<Row> site(const TargetId& target, int64_t tokens, int traced) {
  const Shape shape{.tokens = tokens, .width = 2560, .rank = 320};
  MixConfig config = mix_config(shape, target);
  if (reduce_override >= 0) config.reduce_at = static_cast<ReduceAt>(reduce_override);
  if (reduce_split.size() == 2) config.reduce_columns = reduce_split[0], config.reduce_waves = int(reduce_split[1]);
  if (up_override.size() >= 3) {
    if (up_override.size() > 3) config.gate_loads = static_cast<GateLoads>(up_override[3]);
    if (up_override.size() > 4) config.packed_gate = up_override[4] != 0;
    if (up_override.size() > 6) config.stages = int(up_override[5]), config.tile_k = int(up_override[6]);
    config.units = int(up_override[0]), config.tile_m = int(up_override[1]), config.up_waves = int(up_override[2]);
    config.m_tiles = (tokens + config.tile_m - 1) / config.tile_m;
    config.unit_blocks = shape.width / config.units;
    if (config.stages == 0) config.stages = target.architecture == Architecture::gfx942 ? 2 : 3;
  }
  if (down_override.size() >= 5) {
    if (down_override.size() > 5) config.down_tile_k = int(down_override[5]);
    if (down_override.size() > 6) config.rank_blocks = int(down_override[6]);
    if (down_override.size() > 7) config.row_waves = int(down_override[7]);
    if (down_override.size() > 8) config.scale_row = down_override[8] != 0;
    config.down_tile_m = int(down_override[0]), config.rank_tile = int(down_override[1]), config.chunk = down_override[2];
    config.waves = int(down_override[3]), config.down_stages = int(down_override[4]);
    config.down_m_tiles = (tokens + config.down_tile_m - 1) / config.down_tile_m;
    config.splits = shape.depth() / config.chunk;
    config.n_tiles = (padded_rank(shape.rank) + config.rank_tile * config.rank_blocks - 1) / (config.rank_tile * config.rank_blocks);
  }
  const int64_t depth = shape.depth(), rank_rows = padded_rank(shape.rank);
  testing::EmulatedDevice device;
  device.check_hazards = false;
  emu::timing::TimingOptions timing;
  timing.max_traced_workgroups = traced > 0 ? uint64_t(traced) : 1;
  timing.at_least_minimum_sample = traced <= 0;  // without --traced: at least a workgroup per CU
  device.timing = timing;
  auto zeros = [&](size_t bytes) {
    const uint64_t address = device.allocate(bytes);
    std::vector<uint8_t> zero(bytes, 0);
    device.emulator().memory().copy_to_device(address, zero.data(), bytes);
    return testing::pointer(address);
  };
  const auto x = zeros(size_t(tokens * depth * 2)), ss = zeros(size_t(tokens * 16));
  const auto down_inject = zeros(size_t(rank_rows * depth * 2)), up = zeros(size_t(depth * shape.rank * 2));
  const auto norm = zeros(size_t(depth * 2)), partials = zeros(size_t(config.splits * tokens * rank_rows * 4));
  const auto branch = zeros(size_t(tokens * shape.width * 2)), alpha = zeros(size_t(tokens * 16));
  const auto out = zeros(size_t(tokens * depth * 2));
  const auto m = testing::integer(static_cast<int32_t>(tokens));
  std::vector<Row> rows;
  const emu::Dim3 down_grid = {uint32_t(config.n_tiles), uint32_t(config.splits), uint32_t(config.down_m_tiles)};
  const auto activations = zeros(size_t((tokens + 15) / 16 * 16 * shape.rank * 2));
  if (config.reduce_at == ReduceAt::down_kernel) {
    const auto arrivals = zeros(size_t(arrival_counters(config) * 4));
    rows.push_back(run(device, mix_down(target, shape, config), down_grid, {x, ss, down_inject, norm, partials, m, activations, alpha, arrivals},
                       tokens));
  } else {
    rows.push_back(run(device, mix_down(target, shape, config), down_grid, {x, ss, down_inject, norm, partials, m}, tokens));
  }
  if (config.reduce_at == ReduceAt::kernel)
    rows.push_back(run(device, mix_reduce(target, shape, config), {uint32_t(tokens), uint32_t(reduce_blocks(shape, config)), 1},
                       {partials, activations, alpha, m}, tokens));
  if (config.reduce_at != ReduceAt::up_kernel) {
    rows.push_back(run(device, mix_up(target, shape, config), {uint32_t(config.unit_blocks), uint32_t(config.m_tiles), 1},
                       {x, ss, activations, up, norm, branch, m}, tokens));
  } else {
    rows.push_back(run(device, mix_up(target, shape, config), {uint32_t(config.unit_blocks), uint32_t(config.m_tiles), 1},
                       {x, ss, partials, up, norm, branch, alpha, m}, tokens));
  }
  rows.push_back(run(device, combine(target, shape.width, false, tokens <= kDecodeMaxTokens), {uint32_t(tokens), uint32_t(kStreams), 1},
                     {x, branch, alpha, out, ss}, tokens));
  return rows;
}

// The least a site must move: the model's weights once (W_down, W_up, W_inj, w), X read by the
// mix, the branch input and alpha written; the combine reads X, y, alpha and writes X' and ss.
uint64_t minimum_bytes(int64_t tokens) {
  const int64_t d = 2560, depth = 4 * d, rank = 320;
  const int64_t weights = (rank * depth + depth * rank + 4 * depth + depth) * 2;
  const int64_t mix = tokens * (depth * 2 + 16 + d * 2 + 16);
  const int64_t combine = tokens * (depth * 2 + d * 2 + 16 + depth * 2 + 16);
  return uint64_t(weights + mix + combine);
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<int64_t> token_counts = {1, 24, 96, 128, 2048};
  std::vector<std::string> targets = {"gfx942", "gfx950", "gfx1250"};
  bool detail = false;
  int traced = 0;  // 0: at least a workgroup per CU (emu::timing::minimum_sample)
  auto list = [](const char* text) {
    std::vector<std::string> items;
    std::string item;
    for (const char* c = text;; ++c) {
      if (*c == ',' || *c == 0) {
        if (!item.empty()) items.push_back(item);
        item.clear();
        if (*c == 0) break;
      } else {
        item += *c;
      }
    }
    return items;
  };
  for (int i = 1; i < argc; ++i) {
    const bool has_value = i + 1 < argc;
    if (std::strcmp(argv[i], "--quick") == 0) token_counts = {1, 24};
    if (std::strcmp(argv[i], "--decode") == 0) token_counts = {1, 24, 96, 128};
    if (std::strcmp(argv[i], "--detail") == 0) detail = true;
    if (std::strcmp(argv[i], "--assembly") == 0) print_assembly = true;
    if (std::strcmp(argv[i], "--reduce") == 0 && has_value) {
      const char* place = argv[++i];
      reduce_override = std::strcmp(place, "separate") == 0 ? int(ReduceAt::kernel)
                        : std::strcmp(place, "up") == 0 || std::strcmp(place, "fused") == 0 ? int(ReduceAt::up_kernel)
                                                                                             : int(ReduceAt::down_kernel);
    }
    if (std::strcmp(argv[i], "--reduce-split") == 0 && has_value)
      for (const std::string& item : list(argv[++i])) reduce_split.push_back(std::stoll(item));
    if (std::strcmp(argv[i], "--tokens") == 0 && has_value) {
      token_counts.clear();
      for (const std::string& item : list(argv[++i])) token_counts.push_back(std::stoll(item));
    }
    if (std::strcmp(argv[i], "--target") == 0 && has_value) targets = list(argv[++i]);
    if (std::strcmp(argv[i], "--traced") == 0 && has_value) traced = std::stoi(argv[++i]);
    if (std::strcmp(argv[i], "--up") == 0 && has_value)
      for (const std::string& item : list(argv[++i])) up_override.push_back(std::stoll(item));
    if (std::strcmp(argv[i], "--down") == 0 && has_value)
      for (const std::string& item : list(argv[++i])) down_override.push_back(std::stoll(item));
  }
  fmt::print("HC site, K = 10240, d = 2560, R = 320 (mix = down + up, then combine); emulator counts\n");
  fmt::print("{:<8} {:>5} {:<34} {:>11} {:>7} {:>11} {:>10} {:>5} {:>5} {:>6} {:>5} {:>6} {:>9}\n", "target", "M", "kernel",
             "wave instr", "matrix", "read B", "written B", "vgpr", "agpr", "lds B", "waves", "spills", "conflicts");
  std::string json = "{\"benchmark\":\"hc\",\"shape\":{\"K\":10240,\"d\":2560,\"R\":320},\"sites\":[";
  std::string summary;
  bool first = true;
  for (const std::string& target_name : targets) {
    const char* name = target_name.c_str();
    const TargetId target = TargetId::parse(name);
    for (int64_t tokens : token_counts) {
      const std::vector<Row> rows = site(target, tokens, traced);
      uint64_t moved = 0, instructions = 0, matrix = 0;
      double modelled_us = 0, overhead_us = 0, mix_us = 0;
      std::string kernels;
      for (const Row& row : rows) {
        if (row.kernel.rfind("hc_mix", 0) == 0) mix_us += row.modelled_us;
        fmt::print("{:<8} {:>5} {:<34} {:>11} {:>6.1f}% {:>11} {:>10} {:>5} {:>5} {:>6} {:>5} {:>6} {:>9}\n", row.target,
                   row.tokens, row.kernel, row.wave_instructions, 100.0 * double(row.matrix) / double(row.wave_instructions),
                   row.bytes_read, row.bytes_written, row.vgprs, row.agprs, row.lds, row.waves_per_simd, row.spills, row.conflicts);
        if (detail) fmt::print("{}\n", row.report);
        moved += row.bytes_read + row.bytes_written, instructions += row.wave_instructions, matrix += row.matrix;
        modelled_us += row.modelled_us, overhead_us += row.launch_overhead_us;
        kernels += fmt::format("{}{{\"kernel\":\"{}\",\"wave_instructions\":{},\"matrix_instructions\":{},\"bytes_read\":{},"
                               "\"bytes_written\":{},\"vgprs\":{},\"agprs\":{},\"lds_bytes\":{},\"waves_per_simd\":{},"
                               "\"limited_by\":\"{}\",\"spills\":{},\"lds_bank_conflicts\":{},\"modelled_us\":{:.3f},"
                               "\"machine\":\"{}\",\"bound\":\"{}\"}}",
                               kernels.empty() ? "" : ",", row.kernel, row.wave_instructions, row.matrix, row.bytes_read,
                               row.bytes_written, row.vgprs, row.agprs, row.lds, row.waves_per_simd, row.limited_by,
                               row.spills, row.conflicts, row.modelled_us, row.machine, row.bound);
      }
      const uint64_t minimum = minimum_bytes(tokens);
      const double roofline_us = double(minimum) / hbm_bytes_per_us(target.architecture);
      const double moved_us = double(moved) / hbm_bytes_per_us(target.architecture);
      // The useful bf16 FLOPs (down + inject, up) against the dense bf16 peak, per site and per mix.
      const double flops = 2.0 * double(tokens) * 10240.0 * (320 + 4) + 2.0 * double(tokens) * 10240.0 * 320;
      const double peak = peak_tflops(target.architecture) * 1e6;  // FLOP per us
      summary += fmt::format("{:<8} {:>5} {:>11} {:>7.1f}% {:>12} {:>12} {:>6.2f}x {:>9.2f} {:>9.2f}{} {:>12} {:>8.2f} {:>6.1f}% {:>6.1f}%\n", name, tokens,
                             instructions, 100.0 * double(matrix) / double(instructions), moved, minimum,
                             double(moved) / double(minimum), roofline_us, moved_us,
                             target.architecture == Architecture::gfx1250 ? "*" : " ",
                             fmt::format("{:.2f} (+{:.1f} launch)", modelled_us, overhead_us), mix_us,
                             100.0 * flops / (modelled_us * peak), 100.0 * flops / (mix_us * peak));
      json += fmt::format("{}{{\"target\":\"{}\",\"M\":{},\"wave_instructions\":{},\"matrix_instructions\":{},"
                          "\"bytes_moved\":{},\"minimum_bytes\":{},\"roofline_us\":{:.3f},\"modelled_us\":{:.3f},"
                          "\"launch_overhead_us\":{:.3f},\"triton_baseline\":null,\"kernels\":[{}]}}",
                          first ? "" : ",", name, tokens, instructions, matrix, moved, minimum, roofline_us, modelled_us,
                          overhead_us, kernels);
      first = false;
    }
  }
  fmt::print("\nper site (mix + combine)\n{:<8} {:>5} {:>11} {:>8} {:>12} {:>12} {:>7} {:>9} {:>10} {:>23} {:>8} {:>7} {:>7}\n", "target", "M",
             "wave instr", "matrix", "moved B", "minimum B", "ratio", "roof us", "moved us", "modelled us", "mix us", "site%", "mix%");
  fmt::print("{}", summary);
  fmt::print("(roof us: the minimum bytes at HBM bandwidth, 5.3 TB/s gfx942, 8 TB/s gfx950; * gfx1250 assumed 8 TB/s.\n"
             " moved us: the bytes the emulator counted at that bandwidth, caches ignored.\n"
             " site% / mix%: useful bf16 FLOPs per modelled second of the site / of the mix kernels against the\n"
             " dense bf16 peak (1307, 2517, 10066 TFLOP/s); {} traced per grid)\n"
             " Triton baseline: python3 bench/hc_triton_baseline.py build/release/tools/gfxtile\n",
             traced > 0 ? fmt::format("{} workgroups", traced) : std::string("at least a workgroup per CU"));
  fmt::print("{}]}}\n", json);
  return 0;
}
