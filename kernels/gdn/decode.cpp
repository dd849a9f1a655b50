#include "kernels/gdn/decode.h"

#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/error.h"
#include "dsl_runtime/dsl_kernel.h"
#include "kernels/gdn/config_decode.h"
#include "runtime/loaded_kernel.h"

namespace gfxtile::gdn {

namespace {

constexpr int kDim = kDecodeHeadDim;

std::string shape_text(const std::vector<int64_t>& shape) { return fmt::format("[{}]", fmt::join(shape, ", ")); }

const DeviceBuffer& require(const DeviceBuffer* buffer, const char* entry, const char* name) {
  if (!buffer) fail("gdn {}: {} is missing", entry, name);
  return *buffer;
}

void expect(const DeviceBuffer& buffer, const char* entry, const char* name, ElementType type,
            const std::vector<int64_t>& shape) {
  if (buffer.element_type() != type)
    fail("gdn {}: {} is {}, expected {} elements", entry, name, buffer.describe(), element_type_name(type));
  if (buffer.shape() != shape)
    fail("gdn {}: {} has shape {}, expected {}", entry, name, shape_text(buffer.shape()), shape_text(shape));
}

struct Checked {
  int64_t N = 0, T = 0, slots = 0, index_columns = 1;
};

// Checks everything the kernel trusts; `multi` for verify.
Checked check(const DecodeOptions& o, const DecodeArguments& x, bool multi) {
  const char* entry = multi ? "verify" : "decode";
  if (o.H <= 0 || o.HV <= 0 || o.HV % o.H != 0)
    fail("gdn {}: HV ({}) must be a positive multiple of H ({})", entry, o.HV, o.H);
  const int64_t D = DecodeShape{.H = o.H, .HV = o.HV}.D(), HV = o.HV;
  const DeviceBuffer& qkv = require(x.qkv, entry, "qkv");
  if (qkv.shape().size() != 2) fail("gdn {}: qkv has shape {}, expected [T, {}]", entry, shape_text(qkv.shape()), D);
  Checked c;
  c.T = qkv.shape()[0];
  expect(qkv, entry, "qkv", ElementType::bf16, {c.T, D});
  expect(require(x.a, entry, "a"), entry, "a", ElementType::bf16, {c.T, HV});
  expect(require(x.b, entry, "b"), entry, "b", ElementType::bf16, {c.T, HV});
  expect(require(x.z, entry, "z"), entry, "z", ElementType::bf16, {c.T, HV, kDim});
  expect(require(x.conv_weight, entry, "conv_weight"), entry, "conv_weight", ElementType::bf16, {D, kConvWidth});
  expect(require(x.A_log, entry, "A_log"), entry, "A_log", ElementType::f32, {HV});
  expect(require(x.dt_bias, entry, "dt_bias"), entry, "dt_bias", ElementType::f32, {HV});
  expect(require(x.norm_weight, entry, "norm_weight"), entry, "norm_weight", ElementType::bf16, {kDim});
  const DeviceBuffer& conv = require(x.conv_state, entry, "conv_state");
  if (conv.shape().empty()) fail("gdn {}: conv_state has no shape", entry);
  c.slots = conv.shape()[0];
  expect(conv, entry, "conv_state", ElementType::f32, {c.slots, D, kConvWidth - 1});
  expect(require(x.ssm_state, entry, "ssm_state"), entry, "ssm_state", ElementType::f32, {c.slots, HV, kDim, kDim});
  expect(require(x.y, entry, "y"), entry, "y", ElementType::bf16, {c.T, HV * kDim});

  const DeviceBuffer& indices = require(x.state_indices, entry, "state_indices");
  const DeviceBuffer& indices_in = x.state_indices_in ? *x.state_indices_in : indices;
  std::vector<int32_t> cu, accepted;
  if (multi) {
    const DeviceBuffer& cu_buffer = require(x.cu_seqlens, entry, "cu_seqlens");
    if (cu_buffer.shape().size() != 1 || cu_buffer.shape()[0] < 2)
      fail("gdn verify: cu_seqlens has shape {}, expected [N + 1] with N >= 1", shape_text(cu_buffer.shape()));
    c.N = cu_buffer.shape()[0] - 1;
    expect(cu_buffer, entry, "cu_seqlens", ElementType::i32, {c.N + 1});
    if (indices.shape().size() != 2 || indices.shape()[1] < 1 || indices.shape()[1] > kMaxVerifyTokens)
      fail("gdn verify: state_indices has shape {}, expected [N, W] with 1 <= W <= {}", shape_text(indices.shape()),
           kMaxVerifyTokens);
    c.index_columns = indices.shape()[1];
    expect(indices, entry, "state_indices", ElementType::i32, {c.N, c.index_columns});
    expect(indices_in, entry, "state_indices_in", ElementType::i32, {c.N, c.index_columns});
    expect(require(x.accepted, entry, "accepted"), entry, "accepted", ElementType::i32, {c.N});
    cu = cu_buffer.download<int32_t>();
    accepted = x.accepted->download<int32_t>();
    if (cu[0] != 0 || cu.back() != c.T) fail("gdn verify: cu_seqlens runs from {} to {}, expected 0 to T = {}", cu[0], cu.back(), c.T);
  } else {
    c.N = c.T;
    expect(indices, entry, "state_indices", ElementType::i32, {c.N});
    expect(indices_in, entry, "state_indices_in", ElementType::i32, {c.N});
  }
  if (c.N > 65535) fail("gdn {}: {} sequences exceed the grid's 65535", entry, c.N);
  const std::vector<int32_t> write = indices.download<int32_t>(), read = indices_in.download<int32_t>();
  auto check_slot = [&](int32_t slot, const char* name, int64_t s, int64_t t) {
    if (slot < -1 || slot >= c.slots)
      fail("gdn {}: {}[{}{}] = {} is outside the pool's {} slots (-1 marks padding)", entry, name, s,
           multi ? fmt::format(", {}", t) : std::string(), slot, c.slots);
  };
  for (int64_t s = 0; s < c.N; ++s) {
    if (multi) {
      const int64_t length = cu[size_t(s) + 1] - cu[size_t(s)];
      if (length < 1 || length > c.index_columns)
        fail("gdn verify: sequence {} has {} tokens; each needs 1 to {} (the columns of state_indices)", s, length,
             c.index_columns);
      if (accepted[size_t(s)] < 1 || accepted[size_t(s)] > c.index_columns)
        fail("gdn verify: accepted[{}] = {}, expected 1 to {}", s, accepted[size_t(s)], c.index_columns);
    }
    for (int64_t t = 0; t < c.index_columns; ++t) {
      check_slot(write[size_t(s * c.index_columns + t)], "state_indices", s, t);
      check_slot(read[size_t(s * c.index_columns + t)], "state_indices_in", s, t);
    }
  }
  return c;
}

// The kernel's configuration as text: the cache key of a loaded kernel (the kernel is a pure
// function of the target, which the session's device fixes, and of these).
std::string configuration_key(const DecodeShape& shape, const DecodeLaunch& rule) {
  return fmt::format("H{} HV{} {} {} {} waves {} per_thread {}x{} lanes {}x{} wave_split {}x{} packed {} vgprs {}", shape.H,
                     shape.HV, shape.state_v_first ? "vk" : "kv", shape.gate == DecodeGate::sigmoid ? "sigmoid" : "silu",
                     shape.multi_token ? "verify" : "decode", rule.waves, rule.per_thread[0], rule.per_thread[1],
                     rule.lanes[0], rule.lanes[1], rule.wave_split[0], rule.wave_split[1], rule.packed_f32,
                     rule.vgpr_budget);
}

}  // namespace

DecodeSession::DecodeSession(Device& device) : device_(&device) {}
DecodeSession::~DecodeSession() = default;

int64_t DecodeSession::workspace_elements() const { return conv_sync_ ? int64_t(conv_sync_->element_count()) : 0; }

void DecodeSession::launch(const DecodeOptions& o, const DecodeArguments& x, bool multi) {
  Device& device = *device_;
  const Checked c = check(o, x, multi);
  const DecodeShape shape{.H = o.H, .HV = o.HV, .state_v_first = o.state_v_first, .gate = o.gate, .multi_token = multi};
  const DecodeLaunch rule = decode_launch(device.target(), o.state_v_first, multi);
  const std::string key = configuration_key(shape, rule);
  auto found = kernels_.find(key);
  if (found == kernels_.end())
    found = kernels_.emplace(key, std::make_unique<LoadedKernel>(load(device, decode_kernel(device.target(), shape)))).first;
  LoadedKernel& kernel = *found->second;
  const uint32_t block = uint32_t(rule.waves * device.target().properties().wave_size);
  const DecodeGrid grid = decode_grid(o.HV, int(c.N));
  // The kernel's arrival counters: zero on entry, left zero when it ends, so one buffer serves
  // every step; the session's grows only when a batch needs more.
  const int64_t counters = c.N * o.H;
  DeviceBuffer* conv_sync = x.conv_sync;
  if (conv_sync) {
    if (conv_sync->element_type() != ElementType::i32 || int64_t(conv_sync->element_count()) < counters)
      fail("gdn {}: conv_sync is {}, expected at least N x H = {} i32 elements (zero)", multi ? "verify" : "decode",
           conv_sync->describe(), counters);
  } else {
    if (!conv_sync_ || int64_t(conv_sync_->element_count()) < counters)
      conv_sync_ = DeviceBuffer::upload(device, std::vector<int32_t>(size_t(counters), 0));
    conv_sync = &*conv_sync_;
  }
  const LaunchConfig config{.grid = {grid.x, grid.y, 1}, .block = {block, 1, 1}};
  const DeviceBuffer& indices_in = x.state_indices_in ? *x.state_indices_in : *x.state_indices;
  if (multi)
    kernel.launch(config, *x.qkv, *x.a, *x.b, *x.z, *x.conv_weight, *x.A_log, *x.dt_bias, *x.norm_weight, *x.conv_state,
                  *x.ssm_state, *x.state_indices, indices_in, *x.y, *conv_sync, *x.cu_seqlens, *x.accepted,
                  int32_t(c.index_columns));
  else
    kernel.launch(config, *x.qkv, *x.a, *x.b, *x.z, *x.conv_weight, *x.A_log, *x.dt_bias, *x.norm_weight, *x.conv_state,
                  *x.ssm_state, *x.state_indices, indices_in, *x.y, *conv_sync);
}

void DecodeSession::decode(const DecodeOptions& options, const DecodeArguments& arguments) {
  launch(options, arguments, false);
}

void DecodeSession::verify(const DecodeOptions& options, const DecodeArguments& arguments) {
  launch(options, arguments, true);
}

void decode(Device& device, const DecodeOptions& options, const DecodeArguments& arguments) {
  DecodeSession(device).decode(options, arguments);
}

void verify(Device& device, const DecodeOptions& options, const DecodeArguments& arguments) {
  DecodeSession(device).verify(options, arguments);
}

}  // namespace gfxtile::gdn
