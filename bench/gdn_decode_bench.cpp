// GDN decode / MTP verification (kernels/gdn/decode_kernel.h) beside ATOM's Triton decode path
// (../shared/data/peers/atom-gdn-perf: _causal_conv1d_update_kernel, fused_gdn_gating_kernel,
// fused_recurrent_gated_delta_rule_fwd_kernel and its gated RMSNorm, layer_norm_fwd_kernel) on
// the emulator, per target: launches, executed
// wave-instructions, global bytes moved against the minimum (every byte of state, pools, inputs
// and outputs once), VGPRs, LDS, occupancy, spills, LDS bank conflicts. Every workgroup of these
// kernels does the same work, so batches above 8 run 8 sequences and scale the counts (marked
// "x8 scaled"). Modelled time: emu/timing on each target's default machine (mi300x, mi355x,
// cdna5) at the full batch, every workgroup run when the grid has at most one per CU of the
// machine, else a sample of at least one per CU (emu::timing::minimum_sample; zero inputs: the kernels' control flow does not depend on the data). Bandwidth columns:
// "HBM%" is the model's HBM traffic / device time against the machine's peak, "min%" the
// minimum bytes (below) / device time against the peak; "floor" the machine's launch overhead.
// Prints a table, a targets summary, then one JSON object on the last line (--quick: gfx942 at
// H 16 / HV 32 only; --target NAME: that target at H 16 / HV 32; --target NAME --batch B: its
// decode at batch B alone); GDN_DECODE_REPORT=1
// also prints the timing report of every timed launch (pipes, stalls) on stderr;
// GDN_DECODE_LINES=1 instead lists the cache lines of each global access of one workgroup;
// GDN_DECODE_TIMELINE=TARGET:BATCH instead lists CU 0's issues of that decode launch (cycle,
// wave, pipe, busy cycles, instruction), the critical path of its workgroups.

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/error.h"
#include "emu/program.h"
#include "emu/timing/recorder.h"
#include "emu/timing/timing.h"
#include "hsaco/code_object.h"
#include "hsaco/occupancy.h"
#include "kernels/gdn/config_decode.h"
#include "kernels/gdn/decode_kernel.h"
#include "lowering/tile/compile.h"
#include "testing/testing.h"

using namespace gfxtile;

namespace {

constexpr int kDim = gdn::kDecodeHeadDim;
constexpr int kMeasuredBatch = 8;  // larger batches scale these counts

struct Row {
  std::string path, target;
  int H = 0, HV = 0, batch = 0, tokens = 0;  // tokens per sequence
  int launches = 0;
  uint64_t wave_instructions = 0, bytes = 0, minimum_bytes = 0, bank_conflicts = 0;
  int vgprs = 0, sgprs = 0, lds = 0, waves_per_simd = 0, spills = 0;
  std::string limited_by;
  bool scaled = false;
  // Modelled (sum over the path's launches).
  double device_us = 0, launch_overhead_us = 0, hbm_bytes = 0, hbm_peak = 0;
  std::string bound, machine;
  double hbm_share() const { return device_us > 0 ? hbm_bytes / (device_us * 1e-6) / hbm_peak : 0; }
  double minimum_share() const { return device_us > 0 ? double(minimum_bytes) / (device_us * 1e-6) / hbm_peak : 0; }
};

constexpr uint64_t kTracedWorkgroups = 64;

// One launch on the timing model, added to the row (zero-filled buffers of the full batch).
void add_timed(Row& row, testing::EmulatedDevice& device, const std::vector<uint8_t>& hsaco, const std::string& name,
               emu::Dim3 grid, uint32_t block, uint32_t lds, const std::vector<emu::ArgumentValue>& arguments) {
  emu::Emulator& emulator = device.emulator();
  const emu::Kernel loaded = emulator.load(CodeObject::parse(hsaco), name);
  emu::Launch launch;
  launch.grid = grid;
  launch.block = {block, 1, 1};
  launch.dynamic_lds_bytes = lds;
  launch.host_threads = 2;
  emu::timing::TimingOptions options;
  const uint64_t workgroups = uint64_t(grid.x) * grid.y * grid.z;
  if (workgroups > kTracedWorkgroups) options.max_traced_workgroups = kTracedWorkgroups, options.skip_untraced = true;
  options.at_least_minimum_sample = true;  // a workgroup per CU of the machine at least
  const emu::timing::TimedDispatch timed = emu::timing::dispatch_timed(emulator, loaded, launch, arguments, options);
  if (!timed.dispatch.ok()) fail("{} (timed): {}", name, timed.dispatch.fault->to_string());
  const emu::timing::TimingReport& report = timed.timing;
  if (std::getenv("GDN_DECODE_REPORT")) fmt::print(stderr, "{} grid {}x{}x{}:\n{}\n", name, grid.x, grid.y, grid.z, report.to_string());
  row.device_us += report.device_us;
  row.launch_overhead_us = report.launch_overhead_us;
  row.hbm_bytes += report.hbm_bytes;
  row.hbm_peak = report.hbm_peak_bytes_per_second;
  row.machine = report.machine;
  // The path's bound: that of its longest launch.
  if (report.device_us * 2 > row.device_us) row.bound = report.bound;
}

std::vector<uint8_t> read_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) fail("cannot read {}", path);
  return {std::istreambuf_iterator<char>(file), {}};
}

// Bytes a decode / verify step must move at least: the state read and written once per
// (sequence, value head) per written token; conv state read once, written per token; qkv, a, b,
// z read, y written.
uint64_t minimum_bytes(int H, int HV, int batch, int tokens) {
  const uint64_t D = uint64_t(2 * H + HV) * kDim, B = uint64_t(batch), T = B * uint64_t(tokens);
  const uint64_t state = uint64_t(HV) * kDim * kDim * 4;
  return B * state * (1 + uint64_t(tokens)) + B * D * 3 * 4 * (1 + uint64_t(tokens)) + T * D * 2 +
         T * uint64_t(HV) * 2 * 2 + T * uint64_t(HV) * kDim * 2 * 2;
}

void add_statistics(Row& row, const emu::Statistics& statistics, double scale) {
  row.wave_instructions += uint64_t(double(statistics.wave_instructions()) * scale);
  row.bytes += uint64_t(double(statistics.global_bytes_read + statistics.global_bytes_written) * scale);
  row.bank_conflicts += uint64_t(double(statistics.lds_bank_conflicts) * scale);
}

void add_metadata(Row& row, const std::vector<uint8_t>& hsaco, const std::string& name, const TargetId& target,
                  int dynamic_lds) {
  const CodeObject object = CodeObject::parse(hsaco);
  const KernelMetadata& metadata = object.kernel(name).metadata;
  const Occupancy occupancy = compute_occupancy(metadata, target.properties(), 0, dynamic_lds);
  // A path of several kernels reports its worst (the most VGPRs, the least occupancy).
  row.vgprs = std::max(row.vgprs, int(metadata.vgpr_count + metadata.agpr_count));
  row.sgprs = std::max(row.sgprs, int(metadata.sgpr_count));
  row.lds = std::max(row.lds, int(metadata.group_segment_fixed_size) + dynamic_lds);
  row.spills += int(metadata.vgpr_spill_count + metadata.sgpr_spill_count);
  if (row.waves_per_simd == 0 || occupancy.waves_per_simd < row.waves_per_simd)
    row.waves_per_simd = occupancy.waves_per_simd, row.limited_by = occupancy.limited_by;
}

// gfxtile's decode / verify arguments for `batch` sequences (slot s each; verify: s (T + 1) read,
// the next T written), random bf16 / f32 values or zeros.
std::vector<emu::ArgumentValue> gfxtile_arguments(testing::EmulatedDevice& device, const gdn::DecodeShape& shape, int batch,
                                                  int tokens, bool random_values) {
  const bool multi = shape.multi_token;
  testing::Random random(5);
  const size_t D = size_t(shape.D()), T = size_t(batch) * tokens, HV = size_t(shape.HV);
  auto bf16_buffer = [&](size_t count) {
    if (!random_values) return device.allocate(count * 2);
    std::vector<uint16_t> bits(count);
    for (auto& value : bits) value = testing::to_bf16(float(random.normal(0, 0.1)));
    return device.upload(bits);
  };
  auto f32_buffer = [&](size_t count) { return random_values ? device.upload(random.normals(count, 0.1)) : device.allocate(count * 4); };
  const int stride = multi ? gdn::kMaxVerifyTokens : 1;
  const int slots = batch * (multi ? tokens + 1 : 1);
  std::vector<int32_t> write(size_t(batch) * stride, -1), read(size_t(batch) * stride, 0), cu, accepted;
  for (int s = 0; s < batch; ++s) {
    for (int t = 0; t < (multi ? tokens : 1); ++t) write[size_t(s * stride + t)] = multi ? s * (tokens + 1) + 1 + t : s;
    for (int t = 0; t < stride; ++t) read[size_t(s * stride + t)] = multi ? s * (tokens + 1) : s;
  }
  for (int s = 0; s <= batch; ++s) cu.push_back(s * tokens);
  accepted.assign(size_t(batch), 1);
  using testing::pointer;
  std::vector<emu::ArgumentValue> arguments = {
      pointer(bf16_buffer(T * D)),           pointer(bf16_buffer(T * HV)),          pointer(bf16_buffer(T * HV)),
      pointer(bf16_buffer(T * HV * kDim)),   pointer(bf16_buffer(D * 4)),           pointer(f32_buffer(HV)),
      pointer(f32_buffer(HV)),               pointer(bf16_buffer(kDim)),            pointer(f32_buffer(size_t(slots) * D * 3)),
      pointer(f32_buffer(size_t(slots) * HV * kDim * kDim)), pointer(device.upload(write)), pointer(device.upload(read)),
      pointer(device.allocate(T * HV * kDim * 2)), pointer(device.allocate(size_t(batch) * size_t(shape.H) * 4))};
  if (multi) arguments.insert(arguments.end(), {pointer(device.upload(cu)), pointer(device.upload(accepted)), testing::integer(stride)});
  return arguments;
}

// The decode kernel's launch (grid and block) for a batch, as the entry point launches it.
emu::Launch decode_launch(const Kernel& kernel, const gdn::DecodeShape& shape, int batch) {
  const gdn::DecodeGrid grid = gdn::decode_grid(shape.HV, batch);
  emu::Launch launch;
  launch.grid = {grid.x, grid.y, 1};
  launch.block = {uint32_t(kernel.workgroup_size()), 1, 1};
  return launch;
}

// GDN_DECODE_LINES=1: the cache lines each global access of one workgroup touched (the model's
// line count: line changes between consecutive lanes), summed over its waves, beside the
// instruction; what the L2/HBM fabric share of a CU is busy with.
void print_lines(const TargetId& target, const gdn::DecodeShape& shape, int batch, int tokens) {
  const Kernel kernel = gdn::decode_kernel(target, shape);
  testing::EmulatedDevice device;
  const auto arguments = gfxtile_arguments(device, shape, batch, tokens, false);
  emu::Emulator& emulator = device.emulator();
  const emu::Kernel loaded = emulator.load(CodeObject::parse(compile_kernel(kernel)), kernel.name);
  emu::Launch launch = decode_launch(kernel, shape, batch);
  emu::timing::TimingRecorder recorder(launch.grid.count(), 1, true);
  launch.timing = &recorder;
  const emu::DispatchResult result = emulator.dispatch(loaded, launch, arguments);
  if (!result.ok()) fail("{} (lines): {}", kernel.name, result.fault->to_string());
  const emu::timing::WorkgroupTrace& trace = recorder.traces().at(0);
  std::vector<uint64_t> lines(loaded.program().instructions.size()), executions(lines.size());
  for (const auto& wave : trace.waves)
    for (const emu::timing::TraceEvent& event : wave) lines[event.index] += event.lines, ++executions[event.index];
  uint64_t total = 0;
  fmt::print("{} {} batch {}: cache lines per global access of workgroup {} (all its waves)\n", kernel.name,
             target.to_string(), batch, trace.linear);
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i] == 0) continue;
    total += lines[i];
    fmt::print("  {:>6} lines {:>4} x  {}\n", lines[i], executions[i], loaded.program().texts[i]);
  }
  fmt::print("  {:>6} lines in all\n", total);
}

// GDN_DECODE_TIMELINE: CU 0 of the timing model, every issue with its instruction
// (TimingReport::timeline_listing).
void print_timeline(const TargetId& target, int batch) {
  const gdn::DecodeShape shape{.H = 16, .HV = 32};
  const Kernel kernel = gdn::decode_kernel(target, shape);
  testing::EmulatedDevice device;
  const auto arguments = gfxtile_arguments(device, shape, batch, 1, false);
  emu::Emulator& emulator = device.emulator();
  const emu::Kernel loaded = emulator.load(CodeObject::parse(compile_kernel(kernel)), kernel.name);
  emu::Launch launch = decode_launch(kernel, shape, batch);
  launch.host_threads = 2;
  emu::timing::TimingOptions options;
  if (launch.grid.count() > kTracedWorkgroups) options.max_traced_workgroups = kTracedWorkgroups, options.skip_untraced = true;
  options.at_least_minimum_sample = true;
  options.timeline = true;
  const emu::timing::TimedDispatch timed = emu::timing::dispatch_timed(emulator, loaded, launch, arguments, options);
  if (!timed.dispatch.ok()) fail("{} (timeline): {}", kernel.name, timed.dispatch.fault->to_string());
  fmt::print("{} {} batch {}: {:.2f} us\n{}", kernel.name, target.to_string(), batch, timed.timing.device_us,
             timed.timing.timeline_listing(loaded.program().texts));
}

// gfxtile's one-kernel step: counts on min(batch, 8) sequences scaled to `batch`, modelled time
// at `batch`.
Row run_gfxtile(const TargetId& target, int H, int HV, int batch, int tokens, const Row* counts_of_8 = nullptr) {
  const bool multi = tokens > 1;
  const int measured = std::min(batch, kMeasuredBatch);
  const double scale = double(batch) / measured;
  const gdn::DecodeShape shape{.H = H, .HV = HV, .multi_token = multi};
  const Kernel kernel = gdn::decode_kernel(target, shape);
  const std::vector<uint8_t> hsaco = compile_kernel(kernel);
  Row row;
  row.path = "gfxtile fused", row.target = target.to_string(), row.H = H, row.HV = HV, row.batch = batch;
  row.tokens = tokens, row.launches = 1;
  row.scaled = batch > measured;
  add_metadata(row, hsaco, kernel.name, target, 0);
  if (counts_of_8) {  // same work per workgroup: scale the batch-8 counts
    row.wave_instructions = uint64_t(double(counts_of_8->wave_instructions) * scale);
    row.bytes = uint64_t(double(counts_of_8->bytes) * scale);
    row.bank_conflicts = uint64_t(double(counts_of_8->bank_conflicts) * scale);
  } else {
    testing::EmulatedDevice device;
    const auto arguments = gfxtile_arguments(device, shape, measured, tokens, true);
    const gdn::DecodeGrid grid = gdn::decode_grid(HV, measured);
    device.launch(kernel, testing::DispatchShape{.grid = {grid.x, grid.y, 1}}, arguments);
    add_statistics(row, device.last_statistics, scale);
  }
  {
    testing::EmulatedDevice device;
    const auto arguments = gfxtile_arguments(device, shape, batch, tokens, false);
    const gdn::DecodeGrid grid = gdn::decode_grid(HV, batch);
    add_timed(row, device, hsaco, kernel.name, {grid.x, grid.y, 1}, uint32_t(kernel.workgroup_size()), 0, arguments);
  }
  row.minimum_bytes = minimum_bytes(H, HV, batch, tokens);
  return row;
}

// ATOM's decode path at H = 16, HV = 32 as recorded: conv update, gating, fused recurrent (state
// in place), then its gated RMSNorm (layer_norm_fwd_kernel, recorded at the prefill's rows: its
// code takes the row count M as an argument, so it runs at B HV rows, ROWS_PER_BLOCK 4 a
// workgroup as compiled). Counts on min(batch, 8) sequences scaled, time at `batch`.
void atom_launches(Row& row, const TargetId& target, int B, bool timed) {
  const int H = 16, HV = 32;
  const std::string peers = std::string(GFXTILE_SHARED_DIR) + "/data/peers/atom-gdn-perf/objects/" + target.to_string() + "/";
  testing::EmulatedDevice device;
  testing::Random random(6);
  const size_t D = size_t(2 * H + HV) * kDim;
  auto zeros = [&](size_t bytes) { return device.allocate(bytes); };
  auto bf16_buffer = [&](size_t count) {
    if (timed) return device.allocate(count * 2);
    std::vector<uint16_t> bits(count);
    for (auto& value : bits) value = testing::to_bf16(float(random.normal(0, 0.1)));
    return device.upload(bits);
  };
  auto f32_buffer = [&](size_t count) { return timed ? device.allocate(count * 4) : device.upload(random.normals(count, 0.1)); };
  std::vector<int32_t> slots(static_cast<size_t>(B)), cu(static_cast<size_t>(B) + 1);
  for (int s = 0; s < B; ++s) slots[size_t(s)] = s;
  for (int s = 0; s <= B; ++s) cu[size_t(s)] = s;
  const size_t Bs = size_t(B);
  const uint64_t x = bf16_buffer(Bs * D), w = bf16_buffer(D * 4), conv_state = bf16_buffer(Bs * D * 3),
                 indices = device.upload(slots), q = zeros(Bs * H * kDim * 2), k = zeros(Bs * H * kDim * 2),
                 v = zeros(Bs * HV * kDim * 2), g = zeros(Bs * HV * 4), beta = zeros(Bs * HV * 2),
                 a_log = f32_buffer(HV), a = bf16_buffer(Bs * HV), b = bf16_buffer(Bs * HV),
                 dt_bias = f32_buffer(HV), o = zeros(Bs * HV * kDim * 2),
                 state = f32_buffer(Bs * HV * kDim * kDim), cu_buffer = device.upload(cu);
  const uint64_t z = bf16_buffer(Bs * HV * kDim), norm_weight = bf16_buffer(kDim), y = zeros(Bs * HV * kDim * 2),
                 rstd = zeros(Bs * HV * 4);
  using testing::pointer;
  const emu::ArgumentValue null = pointer(0);
  struct Launch {
    const char* file;
    const char* name;
    emu::Dim3 grid;
    uint32_t block;
    uint32_t lds;
    std::vector<emu::ArgumentValue> arguments;
  };
  const uint32_t wave = uint32_t(target.properties().wave_size);
  std::vector<Launch> launches = {
      {"_causal_conv1d_update_kernel.a4b0c7c5ba.hsaco", "_causal_conv1d_update_kernel", {uint32_t(B), uint32_t(D / 256), 1},
       4 * wave, 2048,
       {pointer(x), pointer(w), pointer(conv_state), pointer(indices), pointer(indices), pointer(q), pointer(k), pointer(v),
        testing::integer(int32_t(B)), null, null}},
      {"fused_gdn_gating_kernel.f9d8a07888.hsaco", "fused_gdn_gating_kernel", {uint32_t(B), 1, uint32_t(HV / 8)}, wave, 0,
       {pointer(g), pointer(beta), pointer(a_log), pointer(a), pointer(b), pointer(dt_bias), testing::integer(HV),
        testing::integer(HV), null, null}},
      {"fused_recurrent_gated_delta_rule_fwd_kernel.831c20f3d9.hsaco", "fused_recurrent_gated_delta_rule_fwd_kernel",
       {1, uint32_t(kDim / 32), uint32_t(B * HV)}, wave, 256,
       {pointer(q), pointer(k), pointer(v), pointer(g), pointer(beta), pointer(o), pointer(state), pointer(state),
        pointer(cu_buffer), pointer(indices), pointer(indices), emu::ArgumentValue::f32(0.08838834764831845f),
        emu::ArgumentValue::i64(int64_t(B)), emu::ArgumentValue::i64(int64_t(B)), null, null}},
      {"layer_norm_fwd_kernel.a2d48fbca6.hsaco", "layer_norm_fwd_kernel", {uint32_t(B * HV / 4), 1, 1}, wave,
       target.properties().wave_size == 64 ? 256u : 0u,
       {pointer(o), pointer(y), pointer(norm_weight), pointer(z), pointer(rstd), testing::integer(int32_t(kDim)),
        testing::integer(int32_t(kDim)), testing::integer(int32_t(kDim)), testing::integer(int32_t(B * HV)),
        emu::ArgumentValue::f32(1e-6f), null, null}},
  };
  const double scale = double(row.batch) / B;
  for (const Launch& launch : launches) {
    const std::string file = peers + launch.file;
    std::vector<uint8_t> hsaco;
    try {
      hsaco = read_file(file);
    } catch (const Error&) {
      if (!timed) row.path += " [no recurrent]", row.launches -= 1;  // Triton 3.6 cannot build it for gfx1250 (peers README)
      continue;
    }
    if (timed) {
      add_timed(row, device, hsaco, launch.name, launch.grid, launch.block, launch.lds, launch.arguments);
      continue;
    }
    add_metadata(row, hsaco, launch.name, target, int(launch.lds));
    device.launch_code_object(hsaco, launch.name, testing::DispatchShape{.grid = launch.grid, .dynamic_lds_bytes = launch.lds},
                              launch.block, launch.arguments);
    add_statistics(row, device.last_statistics, scale);
  }
}

Row run_atom(const TargetId& target, int batch) {
  Row row;
  row.path = "ATOM triton (4 launches)", row.target = target.to_string(), row.H = 16, row.HV = 32;
  row.batch = batch, row.tokens = 1, row.launches = 4;
  row.scaled = batch > kMeasuredBatch;
  atom_launches(row, target, std::min(batch, kMeasuredBatch), false);
  atom_launches(row, target, batch, true);
  row.minimum_bytes = minimum_bytes(16, 32, batch, 1);
  return row;
}

}  // namespace

int main(int argc, char** argv) {
  // --quick: gfx942 and the big shape only; --target NAME: that target and the big shape only.
  const bool quick = argc > 1 && std::string(argv[1]) == "--quick";
  const std::string only = argc > 2 && std::string(argv[1]) == "--target" ? argv[2] : quick ? "gfx942" : "";
  // --target NAME --batch B: gfxtile's decode at that batch only (no MTP, no ATOM).
  const int only_batch = argc > 4 && std::string(argv[3]) == "--batch" ? std::atoi(argv[4]) : 0;
  if (std::getenv("GDN_DECODE_LINES")) {
    for (const char* target_name : {"gfx942", "gfx950", "gfx1250"})
      print_lines(TargetId::parse(target_name), gdn::DecodeShape{.H = 16, .HV = 32}, 64, 1);
    return 0;
  }
  if (const char* timeline = std::getenv("GDN_DECODE_TIMELINE")) {
    const std::string spec = timeline;
    const size_t colon = spec.find(':');
    if (colon == std::string::npos) fail("GDN_DECODE_TIMELINE={}: expected TARGET:BATCH", spec);
    print_timeline(TargetId::parse(spec.substr(0, colon)), std::stoi(spec.substr(colon + 1)));
    return 0;
  }
  std::vector<Row> rows;
  for (const char* target_name : {"gfx942", "gfx950", "gfx1250"}) {
    const TargetId target = TargetId::parse(target_name);
    if (!only.empty() && target_name != only) continue;
    for (auto [H, HV] : {std::pair{16, 32}, std::pair{4, 8}}) {
      if (!only.empty() && H != 16) continue;
      if (only_batch > 0) {  // --batch B: that decode batch alone
        rows.push_back(run_gfxtile(target, H, HV, only_batch, 1));
        continue;
      }
      rows.push_back(run_gfxtile(target, H, HV, 1, 1));
      const Row measured8 = run_gfxtile(target, H, HV, 8, 1);
      rows.push_back(measured8);
      for (int batch : {64, 256}) rows.push_back(run_gfxtile(target, H, HV, batch, 1, &measured8));
      const Row verify8 = run_gfxtile(target, H, HV, 8, 4);
      rows.push_back(verify8);
      rows.push_back(run_gfxtile(target, H, HV, 64, 4, &verify8));
    }
    if (only_batch == 0)
      for (int batch : {1, 8, 64, 256}) rows.push_back(run_atom(target, batch));
  }

  fmt::print("GDN decode (T_s = 1) and MTP verify (T_s = 4) on the emulator; K = V = 128; modelled on each target's "
             "default machine (emu/timing)\n\n");
  fmt::print("{:<34} {:<8} {:>3} {:>3} {:>5} {:>3} {:>4} {:>12} {:>12} {:>6} {:>4} {:>4} {:>5} {:>3} {:<8} {:>3} {:>8} "
             "{:<7} {:>8} {:>6} {:>6} {:>6} {:<14}\n",
             "path", "target", "H", "HV", "batch", "T_s", "lnch", "wave instr", "bytes", "/min", "vgpr", "sgpr", "lds",
             "w/S", "limit", "spl", "conflict", "machine", "model us", "HBM%", "min%", "floor", "bound");
  std::string json = "{\"benchmark\":\"gdn_decode\",\"rows\":[";
  bool first = true;
  for (const Row& r : rows) {
    const double ratio = r.minimum_bytes ? double(r.bytes) / double(r.minimum_bytes) : 0;
    fmt::print("{:<34} {:<8} {:>3} {:>3} {:>5} {:>3} {:>4} {:>12} {:>12} {:>6.3f} {:>4} {:>4} {:>5} {:>3} {:<8} {:>3} {:>8} "
               "{:<7} {:>8.2f} {:>5.1f}% {:>5.1f}% {:>6.1f} {:<14}\n",
               r.path + (r.scaled ? " (x8 scaled)" : ""), r.target, r.H, r.HV, r.batch, r.tokens, r.launches,
               r.wave_instructions, r.bytes, ratio, r.vgprs, r.sgprs, r.lds, r.waves_per_simd, r.limited_by, r.spills,
               r.bank_conflicts, r.machine, r.device_us, 100 * r.hbm_share(), 100 * r.minimum_share(), r.launch_overhead_us,
               r.bound);
    json += fmt::format("{}{{\"path\":\"{}\",\"target\":\"{}\",\"H\":{},\"HV\":{},\"batch\":{},\"tokens\":{},\"launches\":{},"
                        "\"wave_instructions\":{},\"bytes\":{},\"minimum_bytes\":{},\"bytes_over_minimum\":{:.4f},"
                        "\"vgprs\":{},\"sgprs\":{},\"lds_bytes\":{},\"waves_per_simd\":{},\"limited_by\":\"{}\","
                        "\"spills\":{},\"lds_bank_conflicts\":{},\"counts_scaled_from_batch_8\":{},\"machine\":\"{}\","
                        "\"modelled_us\":{:.3f},\"hbm_bytes\":{:.0f},\"hbm_share\":{:.4f},\"minimum_bytes_share\":{:.4f},"
                        "\"launch_overhead_us\":{:.3f},\"bound\":\"{}\"}}",
                        first ? "" : ",", r.path, r.target, r.H, r.HV, r.batch, r.tokens, r.launches, r.wave_instructions,
                        r.bytes, r.minimum_bytes, ratio, r.vgprs, r.sgprs, r.lds, r.waves_per_simd, r.limited_by,
                        r.spills, r.bank_conflicts, r.scaled ? "true" : "false", r.machine, r.device_us, r.hbm_bytes,
                        r.hbm_share(), r.minimum_share(), r.launch_overhead_us, r.bound);
    first = false;
  }
  // The targets at H = 16, HV = 32, T_s = 1.
  fmt::print("\nTargets (H 16, HV 32, decode): batch >= 64: HBM% >= 85% and gfxtile / ATOM <= 0.5x (device time; "
             "with launch overheads in brackets); batch 1: model us / launch floor <= 2x\n");
  json += "],\"targets\":[";
  first = true;
  for (const Row& r : rows) {
    if (r.path != "gfxtile fused" || r.H != 16 || r.tokens != 1) continue;
    const Row* atom = nullptr;
    for (const Row& other : rows)
      if (other.path.rfind("ATOM", 0) == 0 && other.target == r.target && other.batch == r.batch &&
          other.path.find("[no recurrent]") == std::string::npos)  // no comparison without ATOM's recurrent kernel
        atom = &other;
    const double versus = atom && atom->device_us > 0 ? r.device_us / atom->device_us : 0;
    const double versus_launched = atom && atom->device_us > 0
        ? (r.device_us + r.launches * r.launch_overhead_us) / (atom->device_us + atom->launches * atom->launch_overhead_us) : 0;
    const double floor_ratio = r.launch_overhead_us > 0 ? r.device_us / r.launch_overhead_us : 0;
    const std::string atom_text = atom ? fmt::format("vs ATOM {:.2f}x ({:.2f}x)", versus, versus_launched) : "vs ATOM n/a";
    fmt::print("  {:<8} batch {:>3}: {:>8.2f} us, HBM {:>5.1f}% (min bytes {:>5.1f}%), {}, / floor {:.2f}x\n", r.target,
               r.batch, r.device_us, 100 * r.hbm_share(), 100 * r.minimum_share(), atom_text, floor_ratio);
    json += fmt::format("{}{{\"target\":\"{}\",\"batch\":{},\"modelled_us\":{:.3f},\"hbm_share\":{:.4f},"
                        "\"minimum_bytes_share\":{:.4f},\"versus_atom\":{:.4f},\"versus_atom_with_launches\":{:.4f},"
                        "\"over_launch_floor\":{:.4f}}}",
                        first ? "" : ",", r.target, r.batch, r.device_us, r.hbm_share(), r.minimum_share(), versus,
                        versus_launched, floor_ratio);
    first = false;
  }
  fmt::print("{}]}}\n", json);
  return 0;
}
