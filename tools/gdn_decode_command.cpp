// gfxtile gdn decode|verify --in DIR --out DIR [--target T] [--state-v-first] [--sigmoid-gate]:
// one GDN decode step (or MTP verification) on .npy inputs through gdn::decode / gdn::verify,
// on the emulator. DIR holds qkv, a, b, z, conv_weight, norm_weight (bf16 as uint16 bits),
// A_log, dt_bias, conv_state, ssm_state (f32), state_indices and optionally state_indices_in
// (int32); verify also cu_seqlens and accepted (int32). H and HV follow from the shapes. Writes
// y.npy (bf16 bits [T, HV V]) and the updated conv_state.npy and ssm_state.npy to the output.

#include <filesystem>
#include <map>
#include <optional>

#include <fmt/format.h>

#include "core/error.h"
#include "kernels/gdn/decode.h"
#include "runtime/emulator_device.h"
#include "tools/commands.h"
#include "tools/npy.h"

namespace gfxtile::tools {

namespace {

struct Loaded {
  NpyArray array;
  std::optional<DeviceBuffer> buffer;
};

ElementType element_type_for(const std::string& descr, const std::string& name) {
  if (descr == "<u2" || descr == "<i2") return ElementType::bf16;  // bf16 as uint16 bit patterns
  if (descr == "<f4") return ElementType::f32;
  if (descr == "<i4") return ElementType::i32;
  fail("{}.npy holds {} elements; expected bf16 (as uint16), float32 or int32", name, descr);
}

}  // namespace

int gdn_decode_command(const Arguments& arguments) {
  const bool multi = arguments.at(0) == "verify";
  std::string input, output, target_name = "gfx942";
  gdn::DecodeOptions options;
  for (size_t i = 1; i < arguments.size(); ++i) {
    auto next = [&]() -> const std::string& {
      if (i + 1 >= arguments.size()) fail("{} needs a value", arguments[i]);
      return arguments[++i];
    };
    if (arguments[i] == "--in") input = next();
    else if (arguments[i] == "--out") output = next();
    else if (arguments[i] == "--target") target_name = next();
    else if (arguments[i] == "--state-v-first") options.state_v_first = true;
    else if (arguments[i] == "--sigmoid-gate") options.gate = gdn::DecodeGate::sigmoid;
    else fail("unknown option '{}'", arguments[i]);
  }
  if (input.empty() || output.empty())
    fail("usage: gfxtile gdn {} --in DIR --out DIR [--target T] [--state-v-first] [--sigmoid-gate]", arguments[0]);
  std::unique_ptr<Device> device = open_emulator_device(TargetId::parse(target_name));

  std::map<std::string, Loaded> tensors;
  auto read = [&](const std::string& name, bool required) -> DeviceBuffer* {
    const std::string path = (std::filesystem::path(input) / (name + ".npy")).string();
    if (!std::filesystem::exists(path)) {
      if (required) fail("{} is missing", path);
      return nullptr;
    }
    Loaded& loaded = tensors[name];
    loaded.array = read_npy(path);
    std::vector<int64_t> shape(loaded.array.shape.begin(), loaded.array.shape.end());
    loaded.buffer.emplace(*device, element_type_for(loaded.array.descr, name), shape);
    if (loaded.buffer->bytes() != loaded.array.data.size()) fail("{}: unexpected data size", path);
    device->copy_to_device(loaded.buffer->address(), loaded.array.data.data(), loaded.array.data.size());
    return &*loaded.buffer;
  };
  gdn::DecodeArguments x;
  x.qkv = read("qkv", true), x.a = read("a", true), x.b = read("b", true), x.z = read("z", true);
  x.conv_weight = read("conv_weight", true), x.A_log = read("A_log", true), x.dt_bias = read("dt_bias", true);
  x.norm_weight = read("norm_weight", true);
  x.conv_state = read("conv_state", true), x.ssm_state = read("ssm_state", true);
  x.state_indices = read("state_indices", true), x.state_indices_in = read("state_indices_in", false);
  if (multi) x.cu_seqlens = read("cu_seqlens", true), x.accepted = read("accepted", true);
  // HV from A_log [HV]; H from qkv's width D = 2 H K + HV V.
  constexpr int64_t kDim = gdn::kDecodeHeadDim;
  if (x.A_log->shape().size() != 1 || x.qkv->shape().size() != 2) fail("A_log must be [HV] and qkv [T, D]");
  options.HV = int(x.A_log->shape()[0]);
  const int64_t key_width = x.qkv->shape()[1] - options.HV * kDim;
  if (key_width <= 0 || key_width % (2 * kDim)) fail("qkv's width {} is not 2 H 128 + HV 128 for HV = {}", x.qkv->shape()[1], options.HV);
  options.H = int(key_width / (2 * kDim));
  const int64_t T = x.qkv->shape()[0];
  DeviceBuffer y(*device, ElementType::bf16, {T, options.HV * kDim});
  x.y = &y;

  if (multi) gdn::verify(*device, options, x);
  else gdn::decode(*device, options, x);

  std::filesystem::create_directories(output);
  auto write = [&](const std::string& name, const DeviceBuffer& buffer, const std::string& descr) {
    NpyArray array;
    array.descr = descr;
    for (int64_t size : buffer.shape()) array.shape.push_back(uint64_t(size));
    array.data.resize(buffer.bytes());
    device->copy_to_host(array.data.data(), buffer.address(), buffer.bytes());
    write_npy((std::filesystem::path(output) / (name + ".npy")).string(), array);
  };
  write("y", y, "<u2");
  write("conv_state", *x.conv_state, "<f4");
  write("ssm_state", *x.ssm_state, "<f4");
  fmt::print("gdn {}: H = {}, HV = {}, {} tokens on {} (emulator); wrote y, conv_state, ssm_state to {}\n",
             arguments[0], options.H, options.HV, T, target_name, output);
  return 0;
}

}  // namespace gfxtile::tools
