#include "runtime/kernel_registry.h"

#include <cctype>
#include <charconv>

#include "core/error.h"
#include "core/text.h"

namespace gfxtile {
namespace {

std::string kind_name(ParameterKind kind) {
  switch (kind) {
    case ParameterKind::integer: return "an integer";
    case ParameterKind::boolean: return "a boolean (0/1, true/false)";
    case ParameterKind::text: return "text";
  }
  return "?";
}

bool parse_integer(std::string_view text, int64_t& value) {
  if (text.empty()) return false;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size();
}

bool parse_boolean(std::string_view text, bool& value) {
  if (text == "1" || text == "true") return value = true, true;
  if (text == "0" || text == "false") return value = false, true;
  return false;
}

bool valid_value(ParameterKind kind, std::string_view text) {
  int64_t integer;
  bool boolean;
  switch (kind) {
    case ParameterKind::integer: return parse_integer(text, integer);
    case ParameterKind::boolean: return parse_boolean(text, boolean);
    case ParameterKind::text: return !text.empty();
  }
  return false;
}

bool valid_family_name(std::string_view name) {
  if (name.empty() || name.front() == '.' || name.back() == '.') return false;
  for (char character : name)
    if (!(std::islower(static_cast<unsigned char>(character)) || std::isdigit(static_cast<unsigned char>(character)) ||
          character == '_' || character == '.'))
      return false;
  return true;
}

}  // namespace

KernelParameters::KernelParameters(const std::vector<KernelParameterSpec>& specs,
                                   const std::map<std::string, std::string>& values, std::string_view family)
    : family_(family) {
  for (const auto& [name, value] : values) {
    bool known = false;
    for (const auto& spec : specs) known |= spec.name == name;
    if (!known) {
      std::string names;
      for (const auto& spec : specs) names += (names.empty() ? "" : ", ") + spec.name;
      fail("kernel '{}' has no parameter '{}' (parameters: {})", family, name, names.empty() ? "none" : names);
    }
  }
  for (const auto& spec : specs) {
    auto given = values.find(spec.name);
    const std::string value = given != values.end() ? given->second : spec.default_value;
    if (value.empty()) fail("kernel '{}' needs parameter '{}' ({})", family, spec.name, spec.description);
    if (!valid_value(spec.kind, value))
      fail("kernel '{}': parameter '{}' = '{}' is not {}", family, spec.name, value, kind_name(spec.kind));
    values_.emplace_back(spec.name, value);
  }
}

const std::string& KernelParameters::find(std::string_view name) const {
  for (const auto& [key, value] : values_)
    if (key == name) return value;
  fail("kernel '{}' has no parameter '{}'", family_, name);
}

int64_t KernelParameters::integer(std::string_view name) const {
  int64_t value = 0;
  if (!parse_integer(find(name), value)) fail("kernel '{}': parameter '{}' is not an integer", family_, name);
  return value;
}

bool KernelParameters::boolean(std::string_view name) const {
  bool value = false;
  if (!parse_boolean(find(name), value)) fail("kernel '{}': parameter '{}' is not a boolean", family_, name);
  return value;
}

const std::string& KernelParameters::text(std::string_view name) const { return find(name); }

std::string KernelParameters::to_string() const {
  std::string text;
  for (const auto& [name, value] : values_) text += (text.empty() ? "" : ",") + name + "=" + value;
  return text;
}

KernelRequest KernelRequest::parse(std::string_view text) {
  KernelRequest request;
  const size_t colon = text.find(':');
  request.family = std::string(text.substr(0, colon));
  if (request.family.empty()) fail("kernel request '{}' names no kernel", text);
  if (colon == std::string_view::npos) return request;
  for (std::string_view part : split(text.substr(colon + 1), ',')) {
    const size_t equals = part.find('=');
    if (equals == std::string_view::npos || equals == 0 || equals + 1 == part.size())
      fail("kernel request '{}': '{}' is not NAME=VALUE", text, part);
    const std::string name(part.substr(0, equals));
    if (request.values.count(name)) fail("kernel request '{}' sets '{}' twice", text, name);
    request.values[name] = std::string(part.substr(equals + 1));
  }
  return request;
}

std::vector<KernelRequest> KernelRequest::parse_list(std::string_view text) {
  std::vector<std::string> items;
  for (std::string_view part : split(text, ',')) {
    if (part.empty()) continue;
    const bool continues = part.find('=') != std::string_view::npos && part.find(':') == std::string_view::npos;
    if (continues) {
      if (items.empty()) fail("kernel list '{}' starts with a parameter '{}', not a kernel", text, part);
      items.back() += std::string(items.back().find(':') == std::string::npos ? ":" : ",") + std::string(part);
    } else {
      items.emplace_back(part);
    }
  }
  std::vector<KernelRequest> requests;
  for (const auto& item : items) requests.push_back(parse(item));
  return requests;
}

void KernelRegistry::add(KernelFamily family) {
  if (!valid_family_name(family.name))
    fail("kernel family name '{}' must be lowercase letters, digits, '_' and '.'", family.name);
  if (!family.source || !family.argument_types)
    fail("kernel family '{}' needs a source and its argument types", family.name);
  for (const auto& spec : family.parameters)
    if (!spec.default_value.empty() && !valid_value(spec.kind, spec.default_value))
      fail("kernel family '{}': default '{}' of parameter '{}' is not {}", family.name, spec.default_value, spec.name,
           kind_name(spec.kind));
  std::lock_guard lock(mutex_);
  if (families_.count(family.name)) fail("kernel family '{}' is registered twice", family.name);
  std::string name = family.name;
  families_.emplace(std::move(name), std::move(family));
}

bool KernelRegistry::contains(std::string_view name) const {
  std::lock_guard lock(mutex_);
  return families_.find(name) != families_.end();
}

const KernelFamily& KernelRegistry::find(std::string_view name) const {
  std::lock_guard lock(mutex_);
  auto found = families_.find(name);
  if (found != families_.end()) return found->second;
  std::string known;
  for (const auto& [key, family] : families_) known += (known.empty() ? "" : ", ") + key;
  fail("no kernel named '{}' (known: {})", name, known.empty() ? "none registered" : known);
}

std::vector<const KernelFamily*> KernelRegistry::families() const {
  std::lock_guard lock(mutex_);
  std::vector<const KernelFamily*> list;
  for (const auto& [name, family] : families_) list.push_back(&family);
  return list;
}

KernelRegistry& kernel_registry() {
  static KernelRegistry registry;
  return registry;
}

ResolvedKernel resolve(const KernelRegistry& registry, const KernelRequest& request) {
  ResolvedKernel resolved;
  resolved.family = &registry.find(request.family);
  resolved.parameters = KernelParameters(resolved.family->parameters, request.values, request.family);
  for (char character : request.family) resolved.bundle_name += character == '.' ? '_' : character;
  // Only what the request set explicitly names the file, so a family without parameters keeps its
  // plain name; values are spelled as given ("H16", "gate_sigmoid").
  for (const auto& [name, value] : resolved.parameters.values())
    if (request.values.count(name)) {
      resolved.bundle_name += "_" + name;
      for (char character : value)
        resolved.bundle_name += std::isalnum(static_cast<unsigned char>(character)) ? character : '_';
    }
  return resolved;
}

}  // namespace gfxtile
