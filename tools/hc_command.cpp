// gfxtile hc mix|combine|sums-of-squares: one HC site on .npy inputs (bf16 as uint16 bit
// patterns, f32 as float32), on the emulator of --target or on the device open_device() picks.
//
//   gfxtile hc mix --target gfx950 --x X.npy [--sums-of-squares SS.npy] --norm-weight W.npy
//       --down WD.npy --up WU.npy --inject WI.npy --branch B.npy --alpha A.npy
//   gfxtile hc combine --target gfx950 --x X.npy --y Y.npy --alpha A.npy --out X1.npy
//       --sums-of-squares SS1.npy [--next-norm-weight W.npy --normalised N.npy]
//   gfxtile hc sums-of-squares --target gfx950 --x X.npy --sums-of-squares SS.npy
#include <cstring>
#include <map>
#include <optional>

#include <fmt/format.h>

#include "core/error.h"
#include "kernels/hc/hc.h"
#include "runtime/emulator_device.h"
#include "tools/commands.h"
#include "tools/npy.h"

namespace gfxtile::tools {

namespace {

constexpr const char* kHcUsage =
    "usage: gfxtile hc mix|combine|sums-of-squares [--target T] --NAME FILE.npy ...\n"
    "  mix: --x --norm-weight --down --up --inject [--sums-of-squares] -> --branch --alpha\n"
    "  combine: --x --y --alpha -> --out --sums-of-squares [--next-norm-weight -> --normalised]\n"
    "  sums-of-squares: --x -> --sums-of-squares\n"
    "bf16 arrays are uint16 (<u2) bit patterns, f32 arrays float32 (<f4)";

struct Options {
  std::optional<std::string> target;
  std::map<std::string, std::string> files;
  const std::string& file(const std::string& name) const {
    const auto found = files.find(name);
    if (found == files.end()) fail("gfxtile hc: --{} FILE.npy is required\n{}", name, kHcUsage);
    return found->second;
  }
  bool has(const std::string& name) const { return files.count(name) != 0; }
};

Options parse(const Arguments& arguments) {
  Options options;
  for (size_t i = 1; i < arguments.size(); ++i) {
    const std::string& argument = arguments[i];
    if (argument.rfind("--", 0) != 0 || i + 1 >= arguments.size()) fail("gfxtile hc: unexpected '{}'\n{}", argument, kHcUsage);
    const std::string value = arguments[++i];
    if (argument == "--target") options.target = value;
    else options.files[argument.substr(2)] = value;
  }
  return options;
}

std::vector<int64_t> shape_of(const NpyArray& array) { return {array.shape.begin(), array.shape.end()}; }

// A .npy of the expected storage type: bf16 as <u2, f32 as <f4.
NpyArray read_typed(const std::string& path, ElementType type) {
  NpyArray array = read_npy(path);
  const std::string expected = type == ElementType::bf16 ? "<u2" : "<f4";
  if (array.descr != expected)
    fail("gfxtile hc: {} holds {}, expected {} ({})", path, array.descr, expected, type == ElementType::bf16 ? "bf16 bits" : "f32");
  return array;
}

DeviceBuffer upload(Device& device, const NpyArray& array, ElementType type) {
  DeviceBuffer buffer(device, type, shape_of(array));
  if (!array.data.empty()) device.copy_to_device(buffer.address(), array.data.data(), array.data.size());
  return buffer;
}

void save(Device& device, const DeviceBuffer& buffer, const std::string& path) {
  NpyArray array;
  array.descr = buffer.element_type() == ElementType::bf16 ? "<u2" : "<f4";
  for (int64_t d : buffer.shape()) array.shape.push_back(static_cast<uint64_t>(d));
  array.data.resize(buffer.bytes());
  device.synchronize();
  device.copy_to_host(array.data.data(), buffer.address(), buffer.bytes());
  write_npy(path, array);
}

std::vector<uint16_t> bits(const NpyArray& array) {
  std::vector<uint16_t> values(array.data.size() / 2);
  std::memcpy(values.data(), array.data.data(), values.size() * 2);
  return values;
}

}  // namespace

int hc_command(const Arguments& arguments) {
  if (arguments.empty()) fail("{}", kHcUsage);
  const std::string& action = arguments[0];
  const Options options = parse(arguments);
  std::unique_ptr<Device> device = options.target ? open_emulator_device(TargetId::parse(*options.target)) : open_device();
  const NpyArray x_array = read_typed(options.file("x"), ElementType::bf16);
  DeviceBuffer x = upload(*device, x_array, ElementType::bf16);
  if (x.shape().size() != 2) fail("gfxtile hc: x must be [M, K], got {} dimensions", x.shape().size());
  const int64_t tokens = x.shape()[0], depth = x.shape()[1];
  if (action == "sums-of-squares") {
    DeviceBuffer ss(*device, ElementType::f32, {tokens, hc::kStreams});
    hc::sums_of_squares(*device, x, ss);
    save(*device, ss, options.file("sums-of-squares"));
  } else if (action == "mix") {
    const NpyArray w = read_typed(options.file("norm-weight"), ElementType::bf16);
    const NpyArray down = read_typed(options.file("down"), ElementType::bf16);
    const NpyArray up = read_typed(options.file("up"), ElementType::bf16);
    const NpyArray inject = read_typed(options.file("inject"), ElementType::bf16);
    if (down.shape.size() != 2) fail("gfxtile hc: W_down must be [R, K]");
    const int64_t rank = static_cast<int64_t>(down.shape[0]), width = depth / hc::kStreams;
    const auto w_bits = bits(w), down_bits = bits(down), up_bits = bits(up), inject_bits = bits(inject);
    const hc::DeviceWeights weights =
        hc::upload_weights(*device, hc::pack_weights({w_bits, down_bits, up_bits, inject_bits}, width, rank));
    DeviceBuffer ss(*device, ElementType::f32, {tokens, hc::kStreams});
    if (options.has("sums-of-squares")) ss = upload(*device, read_typed(options.file("sums-of-squares"), ElementType::f32), ElementType::f32);
    else hc::sums_of_squares(*device, x, ss);
    DeviceBuffer branch(*device, ElementType::bf16, {tokens, width}), alpha(*device, ElementType::f32, {tokens, hc::kStreams});
    hc::mix(*device, weights, x, ss, branch, alpha);
    save(*device, branch, options.file("branch"));
    save(*device, alpha, options.file("alpha"));
    fmt::print("hc mix on {}: M = {}, d = {}, R = {}: {}\n", device->description(), tokens, width, rank,
               hc::mix_config({.tokens = tokens, .width = width, .rank = rank}, device->target()).to_string());
  } else if (action == "combine") {
    DeviceBuffer y = upload(*device, read_typed(options.file("y"), ElementType::bf16), ElementType::bf16);
    DeviceBuffer alpha = upload(*device, read_typed(options.file("alpha"), ElementType::f32), ElementType::f32);
    DeviceBuffer out(*device, ElementType::bf16, {tokens, depth}), ss(*device, ElementType::f32, {tokens, hc::kStreams});
    if (options.has("next-norm-weight") != options.has("normalised"))
      fail("gfxtile hc combine: --next-norm-weight and --normalised come together");
    if (options.has("normalised")) {
      DeviceBuffer w = upload(*device, read_typed(options.file("next-norm-weight"), ElementType::bf16), ElementType::bf16);
      DeviceBuffer normalised(*device, ElementType::bf16, {tokens, depth});
      const hc::DeviceTensor w_view = w, normalised_view = normalised;
      hc::combine(*device, x, y, alpha, out, ss, &w_view, &normalised_view);
      save(*device, normalised, options.file("normalised"));
    } else {
      hc::combine(*device, x, y, alpha, out, ss);
    }
    save(*device, out, options.file("out"));
    save(*device, ss, options.file("sums-of-squares"));
  } else {
    fail("gfxtile hc: unknown action '{}'\n{}", action, kHcUsage);
  }
  return 0;
}

}  // namespace gfxtile::tools
