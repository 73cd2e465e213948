print('start')
import socket
print('never')
