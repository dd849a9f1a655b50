#pragma once
// The kernel registry: named kernel families ("gdn.chunk_h") with typed parameters ("H=16"),
// each giving its JIT source for a target, the C++ types of its arguments (for AOT launcher
// headers) and a one-line description. gfxtile's own families register through their libraries'
// register_kernels() functions; a user's through GFXTILE_REGISTER_KERNEL_FAMILY in their own
// sources. The registry knows nothing of how a source is written (LLVM IR or the DSL).

#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "core/target.h"
#include "runtime/kernel_source.h"

namespace gfxtile {

enum class ParameterKind { integer, boolean, text };

struct KernelParameterSpec {
  std::string name;           // "HV"
  ParameterKind kind = ParameterKind::integer;
  std::string default_value;  // used when a request leaves it out; empty: required
  std::string description;    // "value heads"
};

// A family's parameter values, checked against its specs: every name known, every value of its
// kind, every required one present.
class KernelParameters {
 public:
  KernelParameters() = default;
  KernelParameters(const std::vector<KernelParameterSpec>& specs, const std::map<std::string, std::string>& values,
                   std::string_view family);

  int64_t integer(std::string_view name) const;
  bool boolean(std::string_view name) const;
  const std::string& text(std::string_view name) const;
  // "H=16,HV=32": every value, in the specs' order (the AOT file name's suffix and messages).
  std::string to_string() const;
  const std::vector<std::pair<std::string, std::string>>& values() const { return values_; }

 private:
  const std::string& find(std::string_view name) const;
  std::string family_;
  std::vector<std::pair<std::string, std::string>> values_;  // in spec order
};

struct KernelFamily {
  std::string name;         // "gdn.chunk_h": lowercase words, dots between a library and a kernel
  std::string description;  // one line
  std::vector<KernelParameterSpec> parameters;
  // The kernel's source for a target; may throw Error for parameters it cannot build.
  std::function<KernelSource(const TargetId&, const KernelParameters&)> source;
  // C++ parameter types for a typed launcher, one per explicit argument ("const float*").
  std::function<std::vector<std::string>(const TargetId&, const KernelParameters&)> argument_types;
  // The targets it is written for (null: every target); e.g. kernels that need the tensor data mover.
  std::function<bool(const TargetProperties&)> supports = nullptr;
  bool runs_on(const TargetId& target) const { return !supports || supports(target.properties()); }
};

// A family and the parameter values a request gave: "gdn.chunk_h:H=16,HV=32".
struct KernelRequest {
  std::string family;
  std::map<std::string, std::string> values;
  // Parses "name" or "name:A=1,B=2". Throws Error on malformed text.
  static KernelRequest parse(std::string_view text);
  // Splits a comma-separated list of requests where a part holding '=' and no ':' continues the
  // previous request's parameters: "a:H=1,HV=2,b" -> a:H=1,HV=2 and b.
  static std::vector<KernelRequest> parse_list(std::string_view text);
};

class KernelRegistry {
 public:
  // Throws Error when the name is taken, malformed, or the family lacks a source.
  void add(KernelFamily family);
  // Throws Error listing the known names.
  const KernelFamily& find(std::string_view name) const;
  bool contains(std::string_view name) const;
  // Every family, by name.
  std::vector<const KernelFamily*> families() const;

 private:
  mutable std::mutex mutex_;
  std::map<std::string, KernelFamily, std::less<>> families_;
};

// The process's registry.
KernelRegistry& kernel_registry();

// A request resolved against the registry: the family, checked parameters and the name its
// code object carries in an AOT bundle ("gdn.chunk_h" + parameters -> "gdn_chunk_h_H16_HV32").
struct ResolvedKernel {
  const KernelFamily* family = nullptr;
  KernelParameters parameters;
  std::string bundle_name;
};
ResolvedKernel resolve(const KernelRegistry& registry, const KernelRequest& request);

// Registers a family from a user's source file when the program starts:
//   GFXTILE_REGISTER_KERNEL_FAMILY(my_scale_family, make_scale_family());
// The expression is evaluated during static initialisation; the file must be linked into the
// program as an object (not only from a static archive nobody references).
struct KernelFamilyRegistration {
  explicit KernelFamilyRegistration(KernelFamily family) { kernel_registry().add(std::move(family)); }
};
#define GFXTILE_REGISTER_KERNEL_FAMILY(variable, ...) \
  static const ::gfxtile::KernelFamilyRegistration variable##_registration{__VA_ARGS__}

}  // namespace gfxtile
