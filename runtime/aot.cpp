#include "runtime/aot.h"

#include <map>

#include <fmt/format.h>

#include "core/error.h"
#include "core/file.h"
#include "runtime/aot_header.h"
#include "runtime/kernel_registry.h"

namespace gfxtile {
namespace {

void write_file(const std::filesystem::path& path, std::string_view bytes, AotResult& result) {
  gfxtile::write_file(path.string(), bytes, "aot");
  result.files.push_back(path);
}

std::string json_string(std::string_view text) {
  std::string out = "\"";
  for (char character : text) {
    if (character == '"' || character == '\\') out += '\\', out += character;
    else if (static_cast<unsigned char>(character) < 0x20) out += fmt::format("\\u{:04x}", character);
    else out += character;
  }
  return out + "\"";
}

std::string identifier(std::string_view name, size_t index) {
  std::string text;
  for (char character : name)
    text += std::isalnum(static_cast<unsigned char>(character)) || character == '_' ? character : '_';
  if (text.empty() || std::isdigit(static_cast<unsigned char>(text.front()))) text = fmt::format("argument{}", index);
  return text;
}

// Size of the fixed-width C++ types a launcher may name; 0 when unknown (the header's
// static_assert then checks it).
uint64_t known_size(std::string_view type) {
  static const std::map<std::string_view, uint64_t> sizes = {
      {"int8_t", 1},   {"uint8_t", 1},  {"int16_t", 2}, {"uint16_t", 2}, {"int32_t", 4}, {"uint32_t", 4},
      {"float", 4},    {"int", 4},      {"int64_t", 8}, {"uint64_t", 8}, {"double", 8},
  };
  auto found = sizes.find(type);
  return found == sizes.end() ? 0 : found->second;
}

std::vector<AotParameter> parameters_of(const std::string& name, const std::vector<std::string>& types,
                                        const KernelCode& code) {
  std::vector<AotParameter> parameters;
  for (const KernelArgument& argument : code.metadata.arguments) {
    if (argument.is_hidden()) continue;
    const size_t index = parameters.size();
    if (index >= types.size())
      fail("aot: kernel '{}' has more arguments than its {} declared parameter types", name, types.size());
    AotParameter parameter{identifier(argument.name, index), types[index], argument.offset, argument.size,
                           argument.is_pointer()};
    const bool declared_pointer = parameter.type.ends_with("*");
    if (declared_pointer != parameter.pointer || (!declared_pointer && known_size(parameter.type) != 0 &&
                                                  known_size(parameter.type) != parameter.size))
      fail("aot: kernel '{}' parameter {} '{}' is declared '{}', but the code object has a {}-byte {}", name, index,
           parameter.name, parameter.type, parameter.size, parameter.pointer ? "pointer" : "value");
    parameters.push_back(std::move(parameter));
  }
  if (parameters.size() != types.size())
    fail("aot: kernel '{}' has {} arguments, but {} parameter types are declared", name, parameters.size(),
         types.size());
  return parameters;
}

bool same_layout(const std::vector<AotParameter>& a, const std::vector<AotParameter>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].offset != b[i].offset || a[i].size != b[i].size || a[i].pointer != b[i].pointer) return false;
  return true;
}

std::string request_name(const KernelRequest& request) {
  std::string text = request.family;
  for (const auto& [name, value] : request.values) text += (text == request.family ? ":" : ",") + name + "=" + value;
  return text;
}

}  // namespace

std::string target_file_part(const TargetId& target) {
  std::string text = target.to_string();
  for (char& character : text)
    if (character == ':') character = '_';
  return text;
}

AotResult build_aot_bundle(const AotRequest& request, Compiler& compiler, const KernelRegistry& registry) {
  if (request.kernels.empty() || request.targets.empty()) fail("aot: name at least one kernel and one target");
  std::error_code error;
  std::filesystem::create_directories(request.output, error);
  if (error) fail("aot: cannot create '{}': {}", request.output.string(), error.message());
  AotResult result;
  std::string manifest_kernels;
  std::vector<std::string> names;
  for (const KernelRequest& kernel_request : request.kernels) {
    const ResolvedKernel resolved = resolve(registry, kernel_request);
    const std::string& name = resolved.bundle_name;
    for (const auto& earlier : names)
      if (earlier == name) fail("aot: kernel '{}' is requested twice", name);
    names.push_back(name);
    AotKernelDescription description{.name = name, .parameters = {}, .argument_bytes = 0, .code_objects = {}};
    std::string manifest_objects;
    for (const TargetId& target : request.targets) {
      if (!resolved.family->runs_on(target)) {
        if (request.skip_unsupported_targets) continue;
        fail("aot: kernel '{}' is not written for {}", request_name(kernel_request), target.to_string());
      }
      const KernelSource source = resolved.family->source(target, resolved.parameters);
      auto compiled = compiler.compile(source, target);
      const KernelCode& code = compiled->code_object.kernel(source.name);
      auto parameters = parameters_of(name, resolved.family->argument_types(target, resolved.parameters), code);
      if (description.code_objects.empty()) description.parameters = parameters;
      else if (!same_layout(parameters, description.parameters))
        fail("aot: kernel '{}' lays out its arguments differently for {} than for {}", name, target.to_string(),
             description.code_objects.front().target);
      const std::string file = fmt::format("{}.{}.hsaco", name, target_file_part(target));
      const auto& bytes = compiled->hsaco();
      write_file(request.output / file, std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), result);
      description.code_objects.push_back({target.to_string(), file});
      manifest_objects += fmt::format(
          "{}        {{\"target\": {}, \"file\": {}, \"bytes\": {}, \"sha256\": \"{}\", \"cache_key\": \"{}\", "
          "\"kernarg_segment_size\": {}, \"group_segment_fixed_size\": {}, \"private_segment_fixed_size\": {}, "
          "\"sgpr_count\": {}, \"vgpr_count\": {}, \"agpr_count\": {}, \"wavefront_size\": {}}}",
          manifest_objects.empty() ? "" : ",\n", json_string(target.to_string()), json_string(file), bytes.size(),
          to_hex(sha256(bytes)), compiled->key.hex(), code.metadata.kernarg_segment_size,
          code.metadata.group_segment_fixed_size, code.metadata.private_segment_fixed_size, code.metadata.sgpr_count,
          code.metadata.vgpr_count, code.metadata.agpr_count, code.metadata.wavefront_size);
    }
    uint64_t end = 0;
    std::string manifest_parameters;
    for (const auto& parameter : description.parameters) {
      end = std::max(end, parameter.offset + parameter.size);
      manifest_parameters += fmt::format("{}        {{\"name\": {}, \"type\": {}, \"offset\": {}, \"size\": {}}}",
                                         manifest_parameters.empty() ? "" : ",\n", json_string(parameter.name),
                                         json_string(parameter.type), parameter.offset, parameter.size);
    }
    description.argument_bytes = std::max<uint64_t>(8, (end + 7) / 8 * 8);
    const std::string header = name + ".h";
    write_file(request.output / header, generate_launcher_header(description), result);
    manifest_kernels += fmt::format(
        "{}    {{\n      \"name\": {},\n      \"header\": {},\n      \"argument_bytes\": {},\n"
        "      \"parameters\": [\n{}\n      ],\n      \"code_objects\": [\n{}\n      ]\n    }}",
        manifest_kernels.empty() ? "" : ",\n", json_string(name), json_string(header), description.argument_bytes,
        manifest_parameters, manifest_objects);
  }
  const std::string manifest = fmt::format(
      "{{\n  \"format\": 1,\n  \"gfxtile_version\": {},\n  \"llvm_version\": {},\n  \"kernels\": [\n{}\n  ]\n}}\n",
      json_string(gfxtile_version()), json_string(compiler_llvm_version()), manifest_kernels);
  write_file(request.output / "manifest.json", manifest, result);
  return result;
}

}  // namespace gfxtile
