// A login screen and its UI test as the articles write them for SwiftUI, Combine and
// XCUITest, compiled in Swift 5 mode. Only the `import` lines and the line that creates the
// app differ from the iOS originals.
import Streams  // import Combine
import TerminalUI  // import SwiftUI

final class ArticleLoginViewModel: ObservableObject {
  @Published var email = ""
  @Published var password = ""
  @Published var isLoginEnabled = false
  @Published var invalidMessage = ""
  @Published var isLoginCompleted = false
  let didTapLoginButton = PassthroughSubject<Void, Never>()
  private var cancellables = Set<AnyCancellable>()

  init() {
    let input = Publishers.CombineLatest($email, $password).dropFirst().share()
    input
      .map { email, password in
        if email.isEmpty { return "メールアドレスが入力されていません" }
        if password.isEmpty { return "パスワードが入力されていません" }
        return ""
      }
      .assign(to: \.invalidMessage, on: self)
      .store(in: &cancellables)
    input
      .map { !$0.isEmpty && !$1.isEmpty }
      .assign(to: \.isLoginEnabled, on: self)
      .store(in: &cancellables)
    didTapLoginButton
      .sink { [weak self] in self?.isLoginCompleted = true }
      .store(in: &cancellables)
  }
}

struct ArticleLoginView: View {
  @ObservedObject var viewModel: ArticleLoginViewModel

  var body: some View {
    VStack(spacing: 20) {
      Text(viewModel.invalidMessage)
        .foregroundColor(.red)
        .accessibility(identifier: "loginInvalidMessage")
      TextField("Eメール", text: $viewModel.email)
        .textFieldStyle(RoundedBorderTextFieldStyle())
        .autocapitalization(.none)
        .keyboardType(.emailAddress)
        .textContentType(.emailAddress)
        .accessibility(identifier: "loginEmailTextField")
      SecureField("パスワード", text: $viewModel.password)
        .textFieldStyle(RoundedBorderTextFieldStyle())
        .accessibility(identifier: "loginPasswordSecureField")
      Button(action: {
        viewModel.didTapLoginButton.send()
      }) {
        Text("ログイン")
          .frame(maxWidth: .infinity)
          .padding()
          .foregroundColor(.white)
          .background(Color(.orange))
          .cornerRadius(8)
      }
      .disabled(!viewModel.isLoginEnabled)
      .opacity(viewModel.isLoginEnabled ? 1 : 0.5)
      .accessibility(identifier: "loginButton")
    }
    .padding()
    .alert(isPresented: $viewModel.isLoginCompleted) {
      Alert(title: Text("ログイン成功"))
    }
  }
}

struct ArticleLoginView_Previews: PreviewProvider {
  static var previews: some View {
    ArticleLoginView(viewModel: ArticleLoginViewModel())
  }
}
