print(list('é日😀a'), [ord(c) for c in 'aé日😀'], ''.join(reversed('aé日😀')), sorted('日本語'))
