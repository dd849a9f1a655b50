// ATOM's part-2 Triton kernels (../shared/data/peers/atom-gdn-perf) on the timing model at the
// published shapes with H = 16, HV = 32 (the only heads the perf set was compiled for), beside
// gdn_bench's chunk_h and chunk_o: chunk_gated_delta_rule_fwd_kernel_h_blockdim64 (every
// configuration its autotuner times), chunk_fwd_kernel_o (the same) and its gated RMSNorm
// (layer_norm_fwd_kernel). Zero-filled float buffers and the shape's own integer tables
// (cu_seqlens, chunk_offsets, chunk_indices), as scripts/timing_replay.py does with the recorded
// ones; the kernels' control flow depends only on those integers.
#include "bench/gdn_bench_atom.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <map>

#include <fmt/format.h>
#include <llvm/Support/JSON.h>

#include "core/error.h"
#include "emu/emulator.h"
#include "emu/replay.h"
#include "emu/timing/timing.h"
#include "hsaco/code_object.h"
#include "hsaco/occupancy.h"

namespace gfxtile::gdn_bench {
namespace {

std::string peers_directory() {
  const char* shared = std::getenv("GFXTILE_SHARED_DIR");
  return std::string(shared ? shared : GFXTILE_SHARED_DIR) + "/data/peers/atom-gdn-perf/";
}

std::vector<uint8_t> read_bytes(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) fail("cannot read {}", path);
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

// One autotuned configuration of a kernel with its code object for a target.
struct AtomConfig {
  std::string config, hsaco, name;
  int block_v = 0;  // BV
  uint32_t block = 0, lds = 0;
  int num_warps = 0, num_stages = 0;
};

// The perf set's index.json: its list of launches.
llvm::json::Value read_index() {
  const std::vector<uint8_t> bytes = read_bytes(peers_directory() + "index.json");
  llvm::Expected<llvm::json::Value> index = llvm::json::parse(llvm::StringRef(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
  if (!index) fail("atom-gdn-perf/index.json: {}", llvm::toString(index.takeError()));
  if (!index->getAsArray()) fail("atom-gdn-perf/index.json: not a list of launches");
  return std::move(*index);
}

// The configurations of `fn` in index.json that have a code object for `target` (each once).
std::vector<AtomConfig> atom_configs(const std::string& fn, const std::string& target) {
  const llvm::json::Value index = read_index();
  std::vector<AtomConfig> configs;
  for (const llvm::json::Value& entry : *index.getAsArray()) {
    const llvm::json::Object& launch = *entry.getAsObject();
    if (launch.getString("fn").value_or("") != fn) continue;
    const std::string config(launch.getString("config").value_or(""));
    if (std::any_of(configs.begin(), configs.end(), [&](const AtomConfig& c) { return c.config == config; })) continue;
    const llvm::json::Object* object = launch.getObject("objects")->getObject(target);
    if (!object || !object->getString("hsaco")) continue;  // not built for this target (index.json says why)
    AtomConfig c;
    c.config = config;
    c.hsaco = std::string(*object->getString("hsaco"));
    c.name = std::string(*object->getString("name"));
    c.block = uint32_t(*object->getInteger("num_warps") * *object->getInteger("warp_size"));
    c.lds = uint32_t(object->getInteger("shared").value_or(0));
    const llvm::json::Object& constexprs = *launch.getObject("constexprs");
    c.block_v = int(constexprs.getInteger("BV").value_or(0));
    c.num_warps = int(*launch.getObject("options")->getInteger("num_warps"));
    c.num_stages = int(*launch.getObject("options")->getInteger("num_stages"));
    configs.push_back(c);
  }
  return configs;
}

uint64_t zeros(emu::Emulator& emulator, uint64_t bytes) { return emulator.memory().allocate(std::max<uint64_t>(16, bytes)); }
template <typename T>
uint64_t upload(emu::Emulator& emulator, const std::vector<T>& values) {
  const uint64_t address = zeros(emulator, values.size() * sizeof(T));
  emulator.memory().copy_to_device(address, values.data(), values.size() * sizeof(T));
  return address;
}

AtomRow model(const std::string& target_name, const AtomConfig& config, emu::Emulator& emulator, emu::Dim3 grid,
              const std::vector<emu::ArgumentValue>& arguments) {
  const TargetId target = TargetId::parse(target_name);
  const std::vector<uint8_t> hsaco = read_bytes(peers_directory() + config.hsaco);
  const CodeObject object = CodeObject::parse(hsaco);
  const KernelMetadata& metadata = object.kernel(config.name).metadata;
  AtomRow row;
  row.config = fmt::format("{} (BV {}, {} warps, {} stages)", config.config, config.block_v, config.num_warps, config.num_stages);
  // More LDS than a workgroup can have: the GPU refuses the launch, and Triton's autotuner drops it.
  const uint64_t lds = metadata.group_segment_fixed_size + config.lds;
  if (lds > uint64_t(target.properties().lds_bytes_per_workgroup)) {
    row.not_launchable = fmt::format("{} bytes of LDS, {} has {}", lds, target_name, target.properties().lds_bytes_per_workgroup);
    return row;
  }
  const emu::Kernel loaded = emulator.load(object, config.name);
  emu::Launch launch;
  launch.grid = grid;
  launch.block = {config.block, 1, 1};
  launch.dynamic_lds_bytes = config.lds;
  launch.host_threads = 2;
  emu::timing::TimingOptions options;
  options.max_traced_workgroups = 1;
  options.at_least_minimum_sample = true;  // at least a workgroup per CU (or the whole grid)
  options.skip_untraced = true;
  const emu::timing::TimedDispatch timed = emu::timing::dispatch_timed(emulator, loaded, launch, arguments, options);
  if (!timed.dispatch.ok()) fail("timing ATOM {} {} on {}: {}", config.name, config.config, target_name, timed.dispatch.fault->to_string());
  if (std::getenv("GDN_BENCH_REPORT"))
    fmt::print(stderr, "ATOM {} {} on {} grid {}x{}x{}:\n{}\n", config.name, config.config, target_name, grid.x, grid.y, grid.z,
               timed.timing.to_string());
  const Occupancy occupancy = compute_occupancy(metadata, target.properties(), int(config.block));
  row.device_us = timed.timing.device_us;
  row.bound = timed.timing.bound;
  row.vgprs = int(metadata.vgpr_count + metadata.agpr_count);
  row.spills = int(metadata.vgpr_spill_count + metadata.sgpr_spill_count);
  row.waves_per_simd = occupancy.waves_per_simd;
  row.matrix_share = timed.timing.mix_peak_tflops > 0 ? timed.timing.tflops / timed.timing.bf16_peak_tflops : 0;
  return row;
}

constexpr int64_t kH = 16, kHV = 32, kDim = 128, kChunk = 64;

// `only`: a comma-separated list of configuration ids, "" for every one.
bool wanted(const std::string& only, const std::string& config) {
  if (only.empty()) return true;
  return ("," + only + ",").find("," + config + ",") != std::string::npos;
}

std::vector<int32_t> cu_seqlens(int sequences, int length) {
  std::vector<int32_t> cu{0};
  for (int s = 0; s < sequences; ++s) cu.push_back(cu.back() + length);
  return cu;
}

}  // namespace

std::vector<AtomRow> atom_chunk_h(const std::string& target, int sequences, int length, const std::string& only) {
  std::vector<AtomRow> rows;
  const int64_t T = int64_t(sequences) * length, N = sequences, C = N * ((length + kChunk - 1) / kChunk);
  std::vector<int64_t> chunk_offsets{0};
  for (int s = 0; s < sequences; ++s) chunk_offsets.push_back(chunk_offsets.back() + (length + kChunk - 1) / kChunk);
  for (const AtomConfig& config : atom_configs("chunk_gated_delta_rule_fwd_kernel_h_blockdim64", target)) {
    if (!wanted(only, config.config)) continue;
    emu::Emulator emulator;
    using A = emu::ArgumentValue;
    const uint64_t k = zeros(emulator, T * kH * kDim * 2), v = zeros(emulator, T * kHV * kDim * 2),
                   w = zeros(emulator, T * kHV * kDim * 2), v_new = zeros(emulator, T * kHV * kDim * 2),
                   g = zeros(emulator, T * kHV * 4), h = zeros(emulator, C * kHV * kDim * kDim * 2),
                   h0 = zeros(emulator, N * kHV * kDim * kDim * 4), ht = zeros(emulator, N * kHV * kDim * kDim * 4);
    const uint64_t cu = upload(emulator, cu_seqlens(sequences, length)), offsets = upload(emulator, chunk_offsets);
    const emu::Dim3 grid{uint32_t(kDim / config.block_v), uint32_t(N * kHV), 1};
    rows.push_back(model(target, config, emulator, grid,
                         {A::pointer(k), A::pointer(v), A::pointer(w), A::pointer(v_new), A::pointer(g), A::pointer(h),
                          A::pointer(h0), A::pointer(ht), A::pointer(cu), A::pointer(offsets), A::i32(int32_t(T)),
                          A::pointer(0), A::pointer(0)}));
  }
  return rows;
}

std::vector<AtomRow> atom_chunk_o(const std::string& target, int sequences, int length, const std::string& only) {
  std::vector<AtomRow> rows;
  const int64_t T = int64_t(sequences) * length, per_sequence = (length + kChunk - 1) / kChunk, C = sequences * per_sequence;
  std::vector<int32_t> chunk_indices;  // (sequence, chunk of the sequence) per chunk of the batch
  for (int s = 0; s < sequences; ++s)
    for (int c = 0; c < per_sequence; ++c) chunk_indices.push_back(s), chunk_indices.push_back(c);
  for (const AtomConfig& config : atom_configs("chunk_fwd_kernel_o", target)) {
    if (!wanted(only, config.config)) continue;
    emu::Emulator emulator;
    using A = emu::ArgumentValue;
    const uint64_t q = zeros(emulator, T * kH * kDim * 2), k = zeros(emulator, T * kH * kDim * 2),
                   v = zeros(emulator, T * kHV * kDim * 2), h = zeros(emulator, C * kHV * kDim * kDim * 2),
                   g = zeros(emulator, T * kHV * 4), o = zeros(emulator, T * kHV * kDim * 2);
    const uint64_t cu = upload(emulator, cu_seqlens(sequences, length)), indices = upload(emulator, chunk_indices);
    const emu::Dim3 grid{uint32_t(kDim / config.block_v), uint32_t(C), uint32_t(kHV)};
    rows.push_back(model(target, config, emulator, grid,
                         {A::pointer(q), A::pointer(k), A::pointer(v), A::pointer(h), A::pointer(g), A::pointer(o),
                          A::pointer(cu), A::pointer(indices), A::f32(0.08838834764831845f), A::i32(int32_t(T)),
                          A::pointer(0), A::pointer(0)}));
  }
  return rows;
}

AtomRow atom_gated_norm(const std::string& target, int sequences, int length) {
  const std::vector<AtomConfig> configs = atom_configs("layer_norm_fwd_kernel", target);
  if (configs.empty()) fail("no layer_norm_fwd_kernel for {} in atom-gdn-perf", target);
  const int64_t rows = int64_t(sequences) * length * kHV, per_block = 4;  // ROWS_PER_BLOCK
  emu::Emulator emulator;
  using A = emu::ArgumentValue;
  const uint64_t x = zeros(emulator, rows * kDim * 2), y = zeros(emulator, rows * kDim * 2), weight = zeros(emulator, kDim * 2),
                 z = zeros(emulator, rows * kDim * 2), rstd = zeros(emulator, rows * 4);
  return model(target, configs.front(), emulator, {uint32_t(rows / per_block), 1, 1},
               {A::pointer(x), A::pointer(y), A::pointer(weight), A::pointer(z), A::pointer(rstd), A::i32(int32_t(kDim)),
                A::i32(int32_t(kDim)), A::i32(int32_t(kDim)), A::i32(int32_t(rows)), A::f32(1e-6f), A::pointer(0),
                A::pointer(0)});
}

namespace {

// The sequences of a launch of the perf set, from its offsets argument (0: none, a kernel whose
// work does not depend on the split).
int launch_sequences(const llvm::json::Object& launch) {
  for (const llvm::json::Value& argument : *launch.getArray("args")) {
    const llvm::json::Object& fields = *argument.getAsObject();
    const auto name = fields.getString("name");
    if (!name || (*name != "cu_seqlens" && *name != "query_start_loc_ptr")) continue;
    if (const llvm::json::Array* shape = fields.getArray("shape"); shape && !shape->empty())
      return int(*(*shape)[0].getAsInteger()) - 1;
  }
  return 0;
}

}  // namespace

std::vector<AtomChainStage> atom_chain(const std::string& target, int sequences, const std::string& only) {
  // (kernel, stage, times it counts): the prefill chain's kernels in order.
  struct Part {
    const char* kernel;
    const char* stage;
    int count;
  };
  static const Part parts[] = {{"_causal_conv1d_fwd_kernel", "conv_gating", 1},
                               {"fused_gdn_gating_kernel", "conv_gating", 1},
                               {"l2norm_fwd_kernel2", "conv_gating", 2},
                               {"_fused_cumsum_kkt_kernel", "chunk_wy", 1},
                               {"solve_tril_16x16_kernel", "chunk_wy", 1},
                               {"_fused_merge_recompute_kernel", "chunk_wy", 1},
                               {"chunk_gated_delta_rule_fwd_kernel_h_blockdim64", "chunk_h", 1},
                               {"chunk_fwd_kernel_o", "chunk_o", 1},
                               {"layer_norm_fwd_kernel", "chunk_o", 1}};
  const llvm::json::Value index = read_index();
  const llvm::json::Array& launches = *index.getAsArray();
  std::vector<AtomChainStage> stages;
  for (const Part& part : parts) {
    // The part's launches at this split (or split-independent); of those the prefill's (the
    // decode step's gating has 64 tokens: the one with the most workgroups), then `only`.
    struct Candidate {
      size_t position;
      std::string config;
      uint64_t workgroups;
    };
    // The perf set records the chunk-local kernels (WY, chunk_o) at 1 x 16384 only: all 256
    // chunks do the same work at either split, so those launches serve 8 x 2048 too.
    std::vector<Candidate> candidates;
    for (const bool any_split : {false, true}) {
      for (size_t position = 0; position < launches.size(); ++position) {
        const llvm::json::Object& launch = *launches[position].getAsObject();
        if (launch.getString("fn").value_or("") != part.kernel) continue;
        const int launch_split = launch_sequences(launch);
        if (!any_split && launch_split != 0 && launch_split != sequences) continue;
        uint64_t workgroups = 1;
        for (const llvm::json::Value& dimension : *launch.getArray("grid")) workgroups *= uint64_t(*dimension.getAsInteger());
        candidates.push_back({position, std::string(launch.getString("config").value_or("")), workgroups});
      }
      if (!candidates.empty()) break;
    }
    if (std::string(part.kernel) == "fused_gdn_gating_kernel" && !candidates.empty()) {
      const Candidate largest = *std::max_element(candidates.begin(), candidates.end(),
                                                  [](const Candidate& a, const Candidate& b) { return a.workgroups < b.workgroups; });
      candidates = {largest};
    }
    if (std::any_of(candidates.begin(), candidates.end(), [&](const Candidate& c) { return !only.empty() && wanted(only, c.config); }))
      std::erase_if(candidates, [&](const Candidate& c) { return !wanted(only, c.config); });
    // Timed once per (target, launch): the split-independent launches serve both splits.
    static std::map<std::pair<std::string, size_t>, std::vector<emu::ReplayResult>> timed;
    const emu::ReplayResult* best = nullptr;
    for (const Candidate& candidate : candidates) {
      auto [found, fresh] = timed.try_emplace({target, candidate.position});
      if (fresh) {
        emu::ReplayOptions options;
        options.targets = {target};
        options.perf = true;
        options.timing = true;
        options.first_launch = candidate.position;
        options.launch_limit = 1;
        options.host_threads = 2;
        found->second = emu::replay(peers_directory(), options).results;
      }
      for (const emu::ReplayResult& result : found->second)
        if (result.ok && (!best || result.modelled_us < best->modelled_us)) best = &result;
    }
    if (!best) continue;  // not built for this target (Triton 3.6 cannot build the conv for gfx1250)
    AtomChainStage* stage = nullptr;
    for (AtomChainStage& existing : stages)
      if (existing.stage == part.stage) stage = &existing;
    if (!stage) stage = &stages.emplace_back(AtomChainStage{part.stage, 0, ""});
    stage->device_us += part.count * best->modelled_us;
    stage->detail += fmt::format("{}{}{} {} {:.1f} us", stage->detail.empty() ? "" : " + ", part.count > 1 ? "2 x " : "",
                                 part.kernel, best->config, best->modelled_us);
  }
  return stages;
}

}  // namespace gfxtile::gdn_bench
