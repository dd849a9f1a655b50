// `gfxtile gdn`: the GDN prefill chain (kernels/gdn/gdn.h) on a user's tensors (.npy files), with
// an optional fp64 check (kernels/gdn/reference_prefill.h), and a writer of random inputs.
#include <chrono>
#include <cmath>
#include <filesystem>
#include <cstring>
#include <optional>

#include <fmt/format.h>

#include "core/error.h"
#include "core/text.h"
#include "kernels/gdn/gdn.h"
#include "kernels/gdn/reference_prefill.h"
#include "runtime/buffer.h"
#include "runtime/emulator_device.h"
#include "testing/testing.h"
#include "tools/commands.h"
#include "tools/npy.h"

namespace gfxtile::tools {

namespace {

using namespace gfxtile::gdn;

constexpr const char* kGdnUsage = R"(usage:
  gfxtile gdn prefill --target T --in DIR --out DIR [--layout key_value|value_key]
                      [--gate silu|sigmoid] [--check]
      runs the GDN prefill chain (conv + gating + q/k norm, WY, recurrence, output with gated
      RMSNorm) on the emulator for target T (GFXTILE_DEVICE=hip: on the HIP device).
      DIR holds (bf16 as uint16 bits or as float32, which is rounded; int32 or uint8 indices):
        qkv.npy [T, D]  a.npy, b.npy [T, HV]  z.npy [T, HV*128]  conv_weight.npy [D, 4]
        A_log.npy, dt_bias.npy [HV] f32  norm_weight.npy [128]  cu_seqlens.npy [N+1] i32
        cache_indices.npy [N] i32 (-1: padding)  conv_states.npy [slots, D, 3] f32
        ssm_states.npy [slots, HV, 128, 128] f32 (in --layout: key_value [.., K, V] or
        value_key [.., V, K]); optional cache_indices_in.npy [N], has_initial_state.npy [N]
      D = 2 H 128 + HV 128 gives H. Writes y.npy [T, HV*128] (bf16 bits), conv_states.npy and
      ssm_states.npy (the updated pools) to the --out DIR. --check compares them with the fp64
      token recurrence of the layer and exits 1 when y or the SSM states are off by more than
      relative L2 5e-3.
  gfxtile gdn inputs --out DIR [--heads H,HV] [--lengths 1,15,65] [--slots S] [--layout L]
      writes random inputs of that shape for `gdn prefill` (sequence s uses slot s).
)";

std::string flag_value(const Arguments& arguments, size_t& i) {
  if (i + 1 >= arguments.size()) fail("{} needs a value", arguments[i]);
  return arguments[++i];
}

std::vector<int64_t> numbers(const std::string& text) {
  std::vector<int64_t> values;
  if (text.empty()) return values;
  for (std::string_view item : split(text, ',')) {
    try {
      values.push_back(std::stoll(std::string(item)));
    } catch (...) {
      fail("'{}' is not a comma-separated list of integers", text);
    }
  }
  return values;
}

std::string path_in(const std::string& dir, const std::string& name) { return (std::filesystem::path(dir) / name).string(); }

// A tensor as doubles, with its shape; bf16 (u2) decoded, f32, f64, i32, u8, i64 converted.
struct NpyTensor {
  std::vector<uint64_t> shape;
  std::vector<double> values;
};
NpyTensor read_tensor(const std::string& path) {
  const NpyArray array = read_npy(path);
  NpyTensor t{array.shape, std::vector<double>(array.element_count())};
  const uint8_t* data = array.data.data();
  for (size_t i = 0; i < t.values.size(); ++i) {
    if (array.descr == "<u2") t.values[i] = testing::from_bf16(reinterpret_cast<const uint16_t*>(data)[i]);
    else if (array.descr == "<f4") t.values[i] = reinterpret_cast<const float*>(data)[i];
    else if (array.descr == "<f8") t.values[i] = reinterpret_cast<const double*>(data)[i];
    else if (array.descr == "<i4") t.values[i] = reinterpret_cast<const int32_t*>(data)[i];
    else if (array.descr == "<i8") t.values[i] = static_cast<double>(reinterpret_cast<const int64_t*>(data)[i]);
    else if (array.descr == "|u1" || array.descr == "|b1") t.values[i] = data[i];
    else fail("{}: element type '{}' is not one of uint16 (bf16 bits), float32, float64, int32, int64, uint8", path, array.descr);
  }
  return t;
}
void require_shape(const NpyTensor& t, const std::string& name, const std::vector<uint64_t>& shape) {
  if (t.shape != shape) fail("{}.npy has shape [{}], expected [{}]", name, fmt::join(t.shape, ", "), fmt::join(shape, ", "));
}
std::vector<uint16_t> bf16_of(const std::vector<double>& values) {
  std::vector<uint16_t> bits(values.size());
  for (size_t i = 0; i < values.size(); ++i) bits[i] = testing::to_bf16(static_cast<float>(values[i]));
  return bits;
}
std::vector<float> f32_of(const std::vector<double>& values) { return {values.begin(), values.end()}; }
std::vector<int32_t> i32_of(const std::vector<double>& values) { return {values.begin(), values.end()}; }

template <typename T>
void write_tensor(const std::string& path, const std::vector<T>& values, std::vector<uint64_t> shape, const std::string& dtype) {
  NpyArray array{npy_descr_for(dtype), std::move(shape), {}};
  array.data.resize(values.size() * sizeof(T));
  std::memcpy(array.data.data(), values.data(), array.data.size());
  write_npy(path, array);
}

StateLayout parse_layout(const std::string& text) {
  if (text == "key_value") return StateLayout::key_value;
  if (text == "value_key") return StateLayout::value_key;
  fail("--layout is key_value or value_key, not '{}'", text);
}

double relative_l2(const std::vector<double>& a, const std::vector<double>& b) {
  double error = 0, norm = 0;
  for (size_t i = 0; i < a.size(); ++i) error += (a[i] - b[i]) * (a[i] - b[i]), norm += b[i] * b[i];
  return norm == 0 ? std::sqrt(error) : std::sqrt(error / norm);
}

int gdn_prefill(const Arguments& arguments) {
  std::string target_text, in, out;
  StateLayout layout = StateLayout::key_value;
  Gate gate = Gate::silu;
  bool check = false;
  for (size_t i = 0; i < arguments.size(); ++i) {
    const std::string& a = arguments[i];
    if (a == "--target") target_text = flag_value(arguments, i);
    else if (a == "--in") in = flag_value(arguments, i);
    else if (a == "--out") out = flag_value(arguments, i);
    else if (a == "--layout") layout = parse_layout(flag_value(arguments, i));
    else if (a == "--gate") {
      const std::string g = flag_value(arguments, i);
      if (g != "silu" && g != "sigmoid") fail("--gate is silu or sigmoid, not '{}'", g);
      gate = g == "silu" ? Gate::silu : Gate::sigmoid;
    } else if (a == "--check") check = true;
    else fail("gdn prefill: unknown argument '{}'\n{}", a, kGdnUsage);
  }
  if (target_text.empty() || in.empty() || out.empty()) fail("gdn prefill needs --target, --in and --out\n{}", kGdnUsage);
  const TargetId target = TargetId::parse(target_text);
  constexpr uint64_t K = kHeadDim;

  const NpyTensor qkv = read_tensor(path_in(in, "qkv.npy")), a = read_tensor(path_in(in, "a.npy"));
  if (qkv.shape.size() != 2 || a.shape.size() != 2) fail("qkv.npy and a.npy must be 2-D ([T, D], [T, HV])");
  const uint64_t T = qkv.shape[0], D = qkv.shape[1], HV = a.shape[1];
  if (D <= HV * K || (D - HV * K) % (2 * K) != 0) fail("qkv.npy's D = {} is not 2 H 128 + HV 128 for HV = {}", D, HV);
  const uint64_t H = (D - HV * K) / (2 * K);
  const NpyTensor b = read_tensor(path_in(in, "b.npy")), z = read_tensor(path_in(in, "z.npy"));
  const NpyTensor conv_weight = read_tensor(path_in(in, "conv_weight.npy")), A_log = read_tensor(path_in(in, "A_log.npy"));
  const NpyTensor dt_bias = read_tensor(path_in(in, "dt_bias.npy")), norm_weight = read_tensor(path_in(in, "norm_weight.npy"));
  const NpyTensor cu = read_tensor(path_in(in, "cu_seqlens.npy")), slots_in = read_tensor(path_in(in, "cache_indices.npy"));
  const NpyTensor conv_states = read_tensor(path_in(in, "conv_states.npy")), ssm_states = read_tensor(path_in(in, "ssm_states.npy"));
  require_shape(a, "a", {T, HV});
  require_shape(b, "b", {T, HV});
  require_shape(z, "z", {T, HV * K});
  require_shape(conv_weight, "conv_weight", {D, 4});
  require_shape(A_log, "A_log", {HV});
  require_shape(dt_bias, "dt_bias", {HV});
  require_shape(norm_weight, "norm_weight", {K});
  if (cu.shape.size() != 1 || cu.shape[0] < 2) fail("cu_seqlens.npy must be 1-D with N + 1 >= 2 entries");
  const uint64_t N = cu.shape[0] - 1;
  require_shape(slots_in, "cache_indices", {N});
  if (conv_states.shape.size() != 3) fail("conv_states.npy must be [slots, D, 3]");
  const uint64_t slots = conv_states.shape[0];
  require_shape(conv_states, "conv_states", {slots, D, 3});
  require_shape(ssm_states, "ssm_states", {slots, HV, K, K});
  PrefillProblem problem{.key_heads = static_cast<int>(H), .value_heads = static_cast<int>(HV), .cu_seqlens = i32_of(cu.values),
                         .cache_indices = i32_of(slots_in.values), .cache_indices_in = {}, .has_initial_state = {},
                         .slots = static_cast<int64_t>(slots),
                         .state_layout = layout, .gate = gate};
  if (std::filesystem::exists(path_in(in, "cache_indices_in.npy"))) {
    const NpyTensor t = read_tensor(path_in(in, "cache_indices_in.npy"));
    require_shape(t, "cache_indices_in", {N});
    problem.cache_indices_in = i32_of(t.values);
  }
  if (std::filesystem::exists(path_in(in, "has_initial_state.npy"))) {
    const NpyTensor t = read_tensor(path_in(in, "has_initial_state.npy"));
    require_shape(t, "has_initial_state", {N});
    for (double v : t.values) problem.has_initial_state.push_back(v != 0);
  }
  if (problem.tokens() != static_cast<int64_t>(T)) fail("cu_seqlens ends at {}, qkv.npy has {} tokens", problem.tokens(), T);
  check_prefill_problem(problem);

  const char* choice = std::getenv("GFXTILE_DEVICE");
  std::unique_ptr<Device> device = choice && std::string(choice) == "hip" ? open_device(DeviceChoice::hip) : open_emulator_device(target);
  if (device->target().architecture != target.architecture)
    fail("--target {} but the device is {}", target.name(), device->target().name());
  // Device buffers (runtime/buffer.h) release themselves, also when a launch throws.
  std::vector<DeviceBuffer> buffers;
  auto upload = [&](const auto& values) {
    buffers.push_back(DeviceBuffer::upload(*device, values));
    return buffers.back().address();
  };
  const PrefillTensors tensors{.qkv = upload(bf16_of(qkv.values)), .a = upload(bf16_of(a.values)), .b = upload(bf16_of(b.values)),
                               .z = upload(bf16_of(z.values)), .conv_weight = upload(bf16_of(conv_weight.values)),
                               .A_log = upload(f32_of(A_log.values)), .dt_bias = upload(f32_of(dt_bias.values)),
                               .norm_weight = upload(bf16_of(norm_weight.values)), .conv_states = upload(f32_of(conv_states.values)),
                               .ssm_states = upload(f32_of(ssm_states.values)), .y = upload(std::vector<uint16_t>(T * HV * K, 0))};
  const size_t bytes = prefill_workspace_bytes(problem);
  buffers.emplace_back(*device, ElementType::u8, std::vector<int64_t>{static_cast<int64_t>(bytes)});
  const uint64_t workspace = buffers.back().address();
  prefill(*device, problem, tensors, workspace, bytes);
  std::vector<uint16_t> y(T * HV * K);
  std::vector<float> conv_out(conv_states.values.size()), ssm_out(ssm_states.values.size());
  device->copy_to_host(y.data(), tensors.y, y.size() * 2);
  device->copy_to_host(conv_out.data(), tensors.conv_states, conv_out.size() * 4);
  device->copy_to_host(ssm_out.data(), tensors.ssm_states, ssm_out.size() * 4);
  std::filesystem::create_directories(out);
  write_tensor(path_in(out, "y.npy"), y, {T, HV * K}, "bf16");
  write_tensor(path_in(out, "conv_states.npy"), conv_out, conv_states.shape, "f32");
  write_tensor(path_in(out, "ssm_states.npy"), ssm_out, ssm_states.shape, "f32");
  fmt::print("gdn prefill on {} ({}): T = {}, N = {}, H = {}, HV = {}, {} slots, {}, {}: wrote {}/y.npy, conv_states.npy, "
             "ssm_states.npy\n", target.name(), device->kind(), T, N, H, HV, slots, state_layout_name(layout), gate_name(gate), out);
  if (!check) return 0;

  // The fp64 layer from the same (bf16-rounded) inputs, sequence by sequence.
  reference::Dims dims{.key_heads = static_cast<int>(H), .value_heads = static_cast<int>(HV), .cu_seqlens = problem.cu_seqlens};
  auto rounded = [](const std::vector<double>& values) {
    std::vector<double> r(values.size());
    for (size_t i = 0; i < values.size(); ++i) r[i] = testing::from_bf16(testing::to_bf16(static_cast<float>(values[i])));
    return r;
  };
  auto as_f32 = [](const std::vector<float>& values) { return std::vector<double>(values.begin(), values.end()); };
  reference::LayerInputs inputs{rounded(qkv.values), rounded(a.values), rounded(b.values), rounded(z.values),
                                rounded(conv_weight.values), as_f32(f32_of(A_log.values)), as_f32(f32_of(dt_bias.values)),
                                rounded(norm_weight.values)};
  reference::LayerStates states;
  states.conv.resize(N), states.ssm.resize(N);
  const size_t conv_size = D * 3, ssm_size = HV * K * K;
  for (uint64_t s = 0; s < N; ++s) {
    const int32_t write = problem.cache_indices[s];
    const int32_t read = problem.cache_indices_in.empty() ? write : problem.cache_indices_in[s];
    const bool initial = problem.has_initial_state.empty() || problem.has_initial_state[s];
    if (write < 0 || !initial) continue;
    const std::vector<float> conv_f = f32_of(conv_states.values), ssm_f = f32_of(ssm_states.values);
    states.conv[s].assign(conv_f.begin() + read * conv_size, conv_f.begin() + (read + 1) * conv_size);
    states.ssm[s].resize(ssm_size);
    for (uint64_t hv = 0; hv < HV; ++hv)
      for (uint64_t r = 0; r < K; ++r)
        for (uint64_t c = 0; c < K; ++c)
          states.ssm[s][(hv * K + r) * K + c] =
              ssm_f[read * ssm_size + hv * K * K + (layout == StateLayout::key_value ? r * K + c : c * K + r)];
  }
  const std::vector<double> expected = reference::layer(dims, inputs, states, gate);
  std::vector<double> got_y, want_y, got_ssm, want_ssm;
  for (uint64_t s = 0; s < N; ++s) {
    const int32_t write = problem.cache_indices[s];
    if (write < 0) continue;
    for (uint64_t i = uint64_t(problem.cu_seqlens[s]) * HV * K; i < uint64_t(problem.cu_seqlens[s + 1]) * HV * K; ++i)
      got_y.push_back(testing::from_bf16(y[i])), want_y.push_back(expected[i]);
    for (uint64_t hv = 0; hv < HV; ++hv)
      for (uint64_t r = 0; r < K; ++r)
        for (uint64_t c = 0; c < K; ++c) {
          got_ssm.push_back(ssm_out[write * ssm_size + hv * K * K + (layout == StateLayout::key_value ? r * K + c : c * K + r)]);
          want_ssm.push_back(states.ssm[s][(hv * K + r) * K + c]);
        }
  }
  const double y_error = relative_l2(got_y, want_y), ssm_error = relative_l2(got_ssm, want_ssm);
  const bool ok = y_error <= 5e-3 && ssm_error <= 5e-3;
  fmt::print("check against the fp64 token recurrence: y rel L2 {:.3e}, final SSM states rel L2 {:.3e}: {}\n", y_error,
             ssm_error, ok ? "ok" : "FAILED (tolerance 5e-3)");
  return ok ? 0 : 1;
}

int gdn_inputs(const Arguments& arguments) {
  std::string out;
  std::vector<int64_t> heads{2, 4}, lengths{1, 15, 65};
  int64_t slots = -1;
  StateLayout layout = StateLayout::key_value;
  for (size_t i = 0; i < arguments.size(); ++i) {
    const std::string& a = arguments[i];
    if (a == "--out") out = flag_value(arguments, i);
    else if (a == "--heads") heads = numbers(flag_value(arguments, i));
    else if (a == "--lengths") lengths = numbers(flag_value(arguments, i));
    else if (a == "--slots") slots = numbers(flag_value(arguments, i)).at(0);
    else if (a == "--layout") layout = parse_layout(flag_value(arguments, i));
    else fail("gdn inputs: unknown argument '{}'\n{}", a, kGdnUsage);
  }
  if (out.empty() || heads.size() != 2) fail("gdn inputs needs --out DIR (and --heads H,HV)\n{}", kGdnUsage);
  (void)layout;  // random states look alike in either layout
  const uint64_t H = heads[0], HV = heads[1], K = kHeadDim, D = 2 * H * K + HV * K, N = lengths.size();
  if (slots < 0) slots = static_cast<int64_t>(N);
  std::vector<int32_t> cu{0}, indices;
  for (int64_t length : lengths) cu.push_back(cu.back() + static_cast<int32_t>(length));
  for (uint64_t s = 0; s < N; ++s) indices.push_back(static_cast<int32_t>(s));
  const uint64_t T = static_cast<uint64_t>(cu.back());
  testing::Random random(2026);
  auto bf16_random = [&](size_t count, double low, double high) {
    std::vector<uint16_t> bits(count);
    for (auto& v : bits) v = testing::to_bf16(random.uniform(static_cast<float>(low), static_cast<float>(high)));
    return bits;
  };
  std::filesystem::create_directories(out);
  write_tensor(path_in(out, "qkv.npy"), bf16_random(T * D, -2, 2), {T, D}, "bf16");
  write_tensor(path_in(out, "a.npy"), bf16_random(T * HV, -2, 2), {T, HV}, "bf16");
  write_tensor(path_in(out, "b.npy"), bf16_random(T * HV, -2, 2), {T, HV}, "bf16");
  write_tensor(path_in(out, "z.npy"), bf16_random(T * HV * K, -2, 2), {T, HV * K}, "bf16");
  write_tensor(path_in(out, "conv_weight.npy"), bf16_random(D * 4, -0.6, 0.6), {D, 4}, "bf16");
  write_tensor(path_in(out, "A_log.npy"), random.floats(HV, -2, 0.5), {HV}, "f32");
  write_tensor(path_in(out, "dt_bias.npy"), random.floats(HV, -1, 0.5), {HV}, "f32");
  write_tensor(path_in(out, "norm_weight.npy"), bf16_random(K, 0.5, 1.5), {K}, "bf16");
  write_tensor(path_in(out, "cu_seqlens.npy"), cu, {N + 1}, "i32");
  write_tensor(path_in(out, "cache_indices.npy"), indices, {N}, "i32");
  write_tensor(path_in(out, "conv_states.npy"), random.floats(slots * D * 3, -1, 1), {uint64_t(slots), D, 3}, "f32");
  write_tensor(path_in(out, "ssm_states.npy"), random.floats(slots * HV * K * K, -0.3f, 0.3f), {uint64_t(slots), HV, K, K}, "f32");
  fmt::print("wrote GDN prefill inputs to {}: T = {}, N = {}, H = {}, HV = {}, {} slots\n", out, T, N, H, HV, slots);
  return 0;
}

}  // namespace

GdnDemoLine gdn_demo(const TargetId& target) {
  GdnDemoLine line{"gdn prefill", std::string(target.name()), false, {}, 0};
  const auto start = std::chrono::steady_clock::now();
  try {
    // H = 2, HV = 4; 1, 15 and 65 tokens (a partial chunk, a chunk and one row); slot 1 fresh.
    constexpr int H = 2, HV = 4, K = kHeadDim, D = 2 * H * K + HV * K, slots = 3;
    const std::vector<int32_t> cu{0, 1, 16, 81};
    const int64_t T = cu.back();
    testing::Random random(7);
    auto rounded = [&](size_t count, double low, double high) {
      std::vector<double> values(count);
      for (double& v : values) v = testing::from_bf16(testing::to_bf16(random.uniform(float(low), float(high))));
      return values;
    };
    auto floats = [&](size_t count, double low, double high) {
      std::vector<double> values(count);
      for (double& v : values) v = random.uniform(float(low), float(high));
      return values;
    };
    reference::LayerInputs in{rounded(T * D, -2, 2), rounded(T * HV, -2, 2), rounded(T * HV, -2, 2), rounded(T * HV * K, -2, 2),
                              rounded(D * 4, -0.6, 0.6), floats(HV, -2, 0.5), floats(HV, -1, 0.5), rounded(K, 0.5, 1.5)};
    const std::vector<double> conv = floats(slots * D * 3, -1, 1), ssm = floats(slots * HV * K * K, -0.3, 0.3);
    const PrefillProblem problem{.key_heads = H, .value_heads = HV, .cu_seqlens = cu, .cache_indices = {2, 0, 1},
                                 .cache_indices_in = {2, 0, 1}, .has_initial_state = {1, 0, 1}, .slots = slots};
    reference::Dims dims{.key_heads = H, .value_heads = HV, .cu_seqlens = cu};
    reference::LayerStates states;
    states.conv.resize(3), states.ssm.resize(3);
    for (int s : {0, 2}) {
      const int slot = problem.cache_indices[s];
      states.conv[s].assign(conv.begin() + slot * D * 3, conv.begin() + (slot + 1) * D * 3);
      states.ssm[s].assign(ssm.begin() + int64_t(slot) * HV * K * K, ssm.begin() + int64_t(slot + 1) * HV * K * K);
    }
    const std::vector<double> expected = reference::layer(dims, in, states, Gate::silu);

    std::unique_ptr<Device> device = open_emulator_device(target);
    // Device buffers (runtime/buffer.h) release themselves, also when a launch throws.
    std::vector<DeviceBuffer> buffers;
    auto upload = [&](const auto& values) {
      buffers.push_back(DeviceBuffer::upload(*device, values));
      return buffers.back().address();
    };
    const PrefillTensors tensors{.qkv = upload(bf16_of(in.qkv)), .a = upload(bf16_of(in.a)), .b = upload(bf16_of(in.b)),
                                 .z = upload(bf16_of(in.z)), .conv_weight = upload(bf16_of(in.conv_weight)),
                                 .A_log = upload(f32_of(in.A_log)), .dt_bias = upload(f32_of(in.dt_bias)),
                                 .norm_weight = upload(bf16_of(in.norm_weight)), .conv_states = upload(f32_of(conv)),
                                 .ssm_states = upload(f32_of(ssm)), .y = upload(std::vector<uint16_t>(T * HV * K, 0))};
    const size_t bytes = prefill_workspace_bytes(problem);
    buffers.emplace_back(*device, ElementType::u8, std::vector<int64_t>{static_cast<int64_t>(bytes)});
    const uint64_t workspace = buffers.back().address();
    prefill(*device, problem, tensors, workspace, bytes);
    std::vector<uint16_t> y(T * HV * K);
    device->copy_to_host(y.data(), tensors.y, y.size() * 2);
    std::vector<double> got(y.size());
    for (size_t i = 0; i < y.size(); ++i) got[i] = testing::from_bf16(y[i]);
    const double error = relative_l2(got, expected);
    line.ok = error <= 5e-3;
    line.detail = fmt::format("T = {} (1, 15, 65 tokens), H = {}, HV = {}: y rel L2 {:.2e} against the fp64 token recurrence",
                              T, H, HV, error);
  } catch (const Error& error) {
    line.detail = error.what();
  }
  line.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return line;
}

int gdn_command(const Arguments& arguments) {
  if (arguments.empty() || arguments[0] == "--help" || arguments[0] == "help") {
    fmt::print("{}", kGdnUsage);
    return arguments.empty() ? 2 : 0;
  }
  const Arguments rest(arguments.begin() + 1, arguments.end());
  if (arguments[0] == "prefill") return gdn_prefill(rest);
  if (arguments[0] == "inputs") return gdn_inputs(rest);
  fail("gdn: unknown subcommand '{}'\n{}", arguments[0], kGdnUsage);
}

}  // namespace gfxtile::tools
