import Streams
import TerminalUI

/// A login form written as the articles write it for SwiftUI.
final class LoginFormModel: ObservableObject {
  @Published var email = ""
  @Published var password = ""
  @Published var isLoginEnabled = false
  @Published var isLoginCompleted = false
  private var cancellables = Set<AnyCancellable>()

  init() {
    $email.combineLatest($password)
      .map { !$0.isEmpty && !$1.isEmpty }
      .assign(to: \.isLoginEnabled, on: self)
      .store(in: &cancellables)
  }
}

struct LoginForm: View {
  @ObservedObject var model: LoginFormModel

  var body: some View {
    VStack(spacing: 16) {
      TextField("Eメール", text: $model.email)
        .accessibilityIdentifier("loginEmailTextField")
      SecureField("パスワード", text: $model.password)
        .accessibilityIdentifier("loginPasswordSecureField")
      Button {
        model.isLoginCompleted = true
      } label: {
        Text("ログイン")
          .frame(maxWidth: .infinity)
          .padding()
          .background(Color(.orange))
          .foregroundColor(.white)
          .cornerRadius(8)
      }
      .disabled(!model.isLoginEnabled)
      .accessibilityIdentifier("loginButton")
    }
    .padding()
    .alert("ログイン成功", isPresented: $model.isLoginCompleted) {
      Button("OK") {}
    }
  }
}

struct StateCounter: View {
  @State private var count = 0

  var body: some View {
    HStack {
      Text("\(count)").accessibilityIdentifier("count")
      Button("−") { count -= 1 }.disabled(count == 0).accessibilityIdentifier("minus")
      Button("+") { count += 1 }.accessibilityIdentifier("plus")
    }
  }
}

struct LongList: View {
  let count: Int

  var body: some View {
    List(0..<count, id: \.self) { index in
      Text("Row \(index)")
    }
    .accessibilityIdentifier("list")
  }
}
