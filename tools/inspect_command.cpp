#include <fmt/format.h>

#include "core/error.h"
#include "hsaco/code_object.h"
#include "hsaco/report.h"
#include "lowering/codegen.h"
#include "tools/commands.h"

namespace gfxtile::tools {

int inspect_command(const Arguments& arguments) {
  std::string path;
  ReportOptions options;
  for (const auto& argument : arguments) {
    if (argument == "--isa") options.listing = true;
    else if (path.empty()) path = argument;
    else fail("inspect takes one file; '{}' is extra", argument);
  }
  if (path.empty()) fail("usage: gfxtile inspect FILE.hsaco [--isa]");
  CodeObject object = [&] {
    try {
      return CodeObject::parse(read_file(path));
    } catch (const Error& error) {
      fail("{}: {}", path, error.what());
    }
  }();
  fmt::print("{}: ", path);
  fmt::print("{}", format_report(object, options));
  return 0;
}

int compile_command(const Arguments& arguments) {
  std::string input, output, target_text;
  for (size_t i = 0; i < arguments.size(); ++i) {
    auto value = [&]() -> const std::string& {
      if (i + 1 >= arguments.size()) fail("{} needs a value", arguments[i]);
      return arguments[++i];
    };
    if (arguments[i] == "--target") target_text = value();
    else if (arguments[i] == "-o") output = value();
    else if (input.empty()) input = arguments[i];
    else fail("compile takes one input file; '{}' is extra", arguments[i]);
  }
  if (input.empty() || output.empty() || target_text.empty())
    fail("usage: gfxtile compile FILE.ll --target gfx942|gfx950|gfx1250[:features] -o OUT.hsaco");
  const auto ir = read_file(input);
  const TargetId target = TargetId::parse(target_text);
  write_file(output, compile_llvm_ir(std::string_view(reinterpret_cast<const char*>(ir.data()), ir.size()), target));
  fmt::print("{} -> {} ({})\n", input, output, target.to_string());
  return 0;
}

}  // namespace gfxtile::tools
