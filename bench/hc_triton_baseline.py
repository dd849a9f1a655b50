#!/usr/bin/env python3
"""The Triton HC baseline's emulator counts: replays every launch of
../shared/data/peers/hc-triton-perf (five Triton kernels per site, M = 1, 24, 96, 128) with
`gfxtile run`, zero-filled buffers of each argument's region (the kernels' control flow does not
depend on the values), and prints per site and target the wave-instructions, matrix instructions
and global bytes, as a table and one JSON line, beside bench/hc_bench's rows.

  python3 bench/hc_triton_baseline.py build/release/tools/gfxtile [../shared/data/peers/hc-triton-perf]
"""
import json, os, re, subprocess, sys, tempfile

def main():
    gfxtile = sys.argv[1]
    folder = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), '..', '..', 'shared', 'data', 'peers', 'hc-triton-perf')
    launches = json.load(open(os.path.join(folder, 'index.json')))
    scratch = tempfile.mkdtemp(prefix='hc-triton-')
    sites = {}
    for launch in launches:
        named_m = [a['value'] for a in launch['args'] if a['name'] == 'M' and a['kind'] == 'int']
        grid_tokens = named_m[0] if named_m else launch['args'][0]['shape'][0]  # x / xn [M, K] otherwise
        for target, obj in launch['objects'].items():
            if 'error' in obj:
                continue
            arguments = []
            signature = launch['signature']
            for i, arg in enumerate(launch['args']):
                kind = signature[arg['name']]
                if kind == 'constexpr':
                    continue
                if kind.startswith('*'):
                    path = os.path.join(scratch, '%d_%d.npy' % (launch['launch'], i))
                    arguments.append('out:%s:u8:%d' % (path, max(1, arg['region_bytes'])))
                elif kind in ('i32', 'i64'):
                    arguments.append('%s:%d' % (kind, arg['value']))
                elif kind == 'fp32':
                    arguments.append('f32:%r' % arg['value'])
                else:
                    raise SystemExit('unknown parameter type %s' % kind)
            arguments += ['null', 'null']
            block = obj['num_warps'] * obj['warp_size']
            command = [gfxtile, 'run', os.path.join(folder, obj['hsaco']), '--kernel', obj['name'],
                       '--grid', ','.join(map(str, launch['grid'])), '--block', '%d,1,1' % block,
                       '--lds', str(obj.get('shared', 0))] + arguments
            output = subprocess.run(command, capture_output=True, text=True)
            if output.returncode != 0:
                print('%s %s: %s' % (target, launch['fn'], (output.stderr or output.stdout).strip().splitlines()[-1:]), file=sys.stderr)
                continue
            stats = {}
            for line in output.stdout.splitlines()[1:]:
                found = re.match(r'^\s+(\S.*?)\s{2,}(\d+)', line)
                if found:
                    stats[found.group(1)] = int(found.group(2))
            key = (target, grid_tokens)
            site = sites.setdefault(key, {'target': target, 'M': grid_tokens, 'launches': 0, 'wave_instructions': 0,
                                          'matrix_instructions': 0, 'bytes_moved': 0, 'kernels': []})
            matrix = stats.get('MFMA/WMMA', 0)
            # Triton stages its operands with LDS-DMA copies (global_load_lds), which the emulator
            # counts as LDS writes, not global reads: bytes moved adds them.
            moved = stats.get('global bytes read', 0) + stats.get('global bytes written', 0)
            site['launches'] += 1
            site['wave_instructions'] += stats.get('wave-instructions', 0)
            site['matrix_instructions'] += matrix
            site['bytes_moved'] += moved
            site['lds_bytes_written'] = site.get('lds_bytes_written', 0) + stats.get('LDS bytes written', 0)
            site['kernels'].append({'kernel': launch['fn'], 'wave_instructions': stats.get('wave-instructions', 0),
                                    'matrix_instructions': matrix, 'global_bytes': moved,
                                    'lds_bytes_written': stats.get('LDS bytes written', 0), 'modelled_us': None})
    print('Triton HC baseline (../shared/data/peers/hc-triton-perf), emulator counts per site')
    print("(global B: global reads + writes as the emulator counts them; the Triton kernels' LDS-DMA operand copies count as LDS writes,")
    print(' listed beside; a launch the emulator cannot run is reported on stderr and left out of its site)')
    print('%-8s %5s %8s %12s %8s %12s %12s %12s' % ('target', 'M', 'launches', 'wave instr', 'matrix', 'global B', 'LDS wr B', 'modelled us'))
    for key in sorted(sites, key=lambda k: (k[0], k[1])):
        site = sites[key]
        share = 100.0 * site['matrix_instructions'] / max(1, site['wave_instructions'])
        print('%-8s %5d %8d %12d %7.1f%% %12d %12d %12s' % (site['target'], site['M'], site['launches'], site['wave_instructions'],
                                                          share, site['bytes_moved'], site.get('lds_bytes_written', 0), '(timing model)'))
    print(json.dumps({'benchmark': 'hc_triton_baseline', 'sites': [sites[k] for k in sorted(sites)]}))


if __name__ == '__main__':
    main()
