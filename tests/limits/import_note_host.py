# A host module's note says why it is missing and what there is instead.
# expect-stderr: ModuleNotFoundError: No module named 'subprocess'
# expect-stderr: pyeval: the sandbox has no access to the host (files, processes, network, threads); available modules: abc, argparse, array, asyncio, base64,
# expect-exit: 1
import subprocess
